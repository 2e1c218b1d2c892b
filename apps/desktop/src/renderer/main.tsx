import '@stitchdesk/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { mountApp } from '@stitchdesk/ui';
import { createDesktopPlatform } from '@stitchdesk/ui/platform/desktop.ts';
import { KeychainNotice } from './KeychainNotice.tsx';

const bridge = window.stitchdesk;
const root = document.getElementById('root');
if (!bridge || !root) {
  throw new Error('Stitchdesk must be opened by its desktop app (the preload bridge is missing).');
}

// Settings are read before mounting so the platform's synchronous getters (API URL) are right.
const platform = createDesktopPlatform(bridge, await bridge.getConfig());
await mountApp(root, platform);

const notices = document.getElementById('desktop-notices');
if (platform.keychainNotice && notices) {
  createRoot(notices).render(<KeychainNotice message={platform.keychainNotice} />);
}
