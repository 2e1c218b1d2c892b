import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '@stitchdesk/shared/desktop-bridge';
import { createDesktopSettingsPage } from './DesktopSettings.tsx';
import { createTestBridge } from '../test/desktop-test-bridge.ts';

async function renderSettings(overrides = {}) {
  const host = createTestBridge(overrides);
  const SettingsPage = createDesktopSettingsPage(host.bridge, await host.bridge.getConfig());
  render(<SettingsPage />);
  return { host, user: userEvent.setup() };
}

describe('DesktopSettings', () => {
  it('saves a valid server URL and explains an invalid one', async () => {
    const { host, user } = await renderSettings();
    const input = screen.getByLabelText('Server URL');
    expect(input).toHaveValue('https://app.stitchdesk.example');

    await user.clear(input);
    await user.type(input, 'ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Save server URL' }));
    expect(
      await screen.findByText('The server address must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(host.config.serverUrl).toBe('https://app.stitchdesk.example');

    await user.clear(input);
    await user.type(input, 'https://orders.example.com/');
    await user.click(screen.getByRole('button', { name: 'Save server URL' }));
    expect(await screen.findByText('Server saved: https://orders.example.com')).toBeInTheDocument();
    expect(host.config.serverUrl).toBe('https://orders.example.com');
    expect(input).toHaveValue('https://orders.example.com');
  });

  it('chooses and stops watching the artwork folder', async () => {
    const { host, user } = await renderSettings();
    const section = screen.getByRole('region', { name: 'Incoming artwork folder' });
    expect(within(section).getByText('No folder chosen')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Choose artwork folder…' }));
    expect(await within(section).findByText('/home/ana/Artwork')).toBeInTheDocument();
    expect(host.config.artworkFolder).toBe('/home/ana/Artwork');

    await user.click(within(section).getByRole('button', { name: 'Stop watching' }));
    expect(await within(section).findByText('No folder chosen')).toBeInTheDocument();
  });

  it('keeps the artwork folder when the picker is cancelled', async () => {
    const { host, user } = await renderSettings({ artworkFolder: '/srv/art' });
    host.nextFolderChoice(null);
    await user.click(screen.getByRole('button', { name: 'Choose artwork folder…' }));
    expect(await screen.findByText('/srv/art')).toBeInTheDocument();
  });

  it('changes the deliveries folder, restores the default and toggles automatic downloads', async () => {
    const { host, user } = await renderSettings();
    const section = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(section).getByText('/home/ana/Downloads/Stitchdesk')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Use default folder' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Change deliveries folder…' }));
    expect(await within(section).findByText('/home/ana/Artwork')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Use default folder' }));
    expect(await within(section).findByText('/home/ana/Downloads/Stitchdesk')).toBeInTheDocument();

    const checkbox = within(section).getByRole('checkbox', { name: 'Download new deliveries automatically' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(await within(section).findByRole('checkbox', { checked: true })).toBeInTheDocument();
    expect(host.config.autoDownloadDeliveries).toBe(true);
  });

  it('tells the user when the keychain is unavailable', async () => {
    await renderSettings({ secureStorageAvailable: false });
    expect(screen.getByRole('alert')).toHaveTextContent(KEYCHAIN_UNAVAILABLE_MESSAGE);
  });
});
