import { useEffect, useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Button } from '../components/Button.tsx';
import { CheckboxField } from '../components/CheckboxField.tsx';
import { TextField } from '../components/Field.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import {
  KEYCHAIN_UNAVAILABLE_MESSAGE,
  type DesktopConfig,
  type StitchdeskBridge,
} from '@stitchdesk/shared/desktop-bridge';

function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FolderPath({ path }: { path: string | null }) {
  return path ? (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-800">{path}</code>
  ) : (
    <span className="text-sm text-slate-500 italic">No folder chosen</span>
  );
}

/**
 * The desktop's Settings page: server address, the hot folder that feeds "Incoming artwork", where
 * deliveries are saved and whether they download on their own. Every change goes through the
 * bridge; main validates it and answers with the new settings.
 */
/**
 * A folder's controls: its row of buttons (choose one, go back; a null entry is a button that does
 * not apply now) and the switch for what the app does with the folder by itself.
 */
function FolderControls({
  disabled,
  buttons,
  toggle,
}: {
  disabled: boolean;
  buttons: readonly (readonly [label: string, onClick: () => void] | null)[];
  toggle: { label: string; checked: boolean; set: (enabled: boolean) => void };
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) =>
          button ? (
            <Button key={button[0]} variant="secondary" size="sm" disabled={disabled} onClick={button[1]}>
              {button[0]}
            </Button>
          ) : null,
        )}
      </div>
      <CheckboxField
        label={toggle.label}
        checked={toggle.checked}
        disabled={disabled}
        onChange={toggle.set}
      />
    </>
  );
}

export function DesktopSettings({
  bridge,
  initialConfig,
}: {
  bridge: StitchdeskBridge;
  initialConfig: DesktopConfig;
}) {
  const [config, setConfig] = useState(initialConfig);
  const [serverInput, setServerInput] = useState(initialConfig.serverUrl);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    bridge
      .getConfig()
      .then((current) => {
        if (!live) return;
        setConfig(current);
        setServerInput(current.serverUrl);
      })
      .catch((error: unknown) => console.warn('Could not read settings', error));
    const stop = bridge.onConfigChange(setConfig);
    return () => {
      live = false;
      stop();
    };
  }, [bridge]);

  async function run(action: () => Promise<DesktopConfig>, done?: string) {
    setBusy(true);
    setStatus(null);
    try {
      setConfig(await action());
      if (done) setStatus(done);
    } catch (error) {
      console.warn('Settings change failed', error);
      setStatus('That change could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function saveServer(url: string) {
    setBusy(true);
    setServerError(null);
    setStatus(null);
    try {
      const result = await bridge.settings.setServerUrl(url);
      if (result.ok) {
        setConfig(result.config);
        setServerInput(result.config.serverUrl);
        setStatus(`Server saved: ${result.config.serverUrl}`);
      } else {
        setServerError(result.error);
      }
    } catch (error) {
      console.warn('Saving the server URL failed', error);
      setServerError('The server URL could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function onServerSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saveServer(serverInput);
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeading title="Settings" />

      {!config.secureStorageAvailable && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {KEYCHAIN_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700 empty:hidden">
        {status}
      </p>

      <SettingsCard title="Server">
        <form noValidate onSubmit={onServerSubmit} className="flex flex-col gap-3">
          <TextField
            label="Server URL"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={serverInput}
            onChange={(event) => setServerInput(event.target.value)}
            hint={`The Stitchdesk server this app signs in to. Default: ${config.defaultServerUrl}`}
            error={serverError}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              Save server URL
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || config.serverUrl === config.defaultServerUrl}
              onClick={() => void saveServer(config.defaultServerUrl)}
            >
              Use default server
            </Button>
          </div>
        </form>
      </SettingsCard>

      <SettingsCard title="Incoming artwork folder">
        <p className="text-sm text-slate-700">
          New files saved into this folder appear in the Incoming artwork tray and are attached to the new
          order form you have open, or to the next one you open. It also gets a folder for each of your order
          presets: a file saved into a preset&rsquo;s folder becomes an order with that preset, then moves to
          Placed (or to Failed, with the reason beside it).
        </p>
        <p className="text-sm text-slate-800">
          Watched folder: <FolderPath path={config.artworkFolder} />
        </p>
        <FolderControls
          disabled={busy}
          buttons={[
            ['Choose artwork folder…', () => void run(() => bridge.settings.chooseArtworkFolder())],
            config.artworkFolder
              ? [
                  'Stop watching',
                  () => void run(() => bridge.settings.clearArtworkFolder(), 'Stopped watching the folder.'),
                ]
              : null,
          ]}
          toggle={{
            label: 'Place orders from preset folders automatically',
            checked: config.autoPlacePresetOrders,
            set: (enabled) => void run(() => bridge.settings.setAutoPlace(enabled)),
          }}
        />
      </SettingsCard>

      <SettingsCard title="Deliveries">
        <p className="text-sm text-slate-800">
          Saved to: <FolderPath path={config.deliveriesFolder} />
        </p>
        <p className="text-xs text-slate-500">Each order gets its own folder, named after the order title.</p>
        <FolderControls
          disabled={busy}
          buttons={[
            ['Change deliveries folder…', () => void run(() => bridge.settings.chooseDeliveriesFolder())],
            config.deliveriesFolder !== config.defaultDeliveriesFolder
              ? ['Use default folder', () => void run(() => bridge.settings.resetDeliveriesFolder())]
              : null,
          ]}
          toggle={{
            label: 'Download new deliveries automatically',
            checked: config.autoDownloadDeliveries,
            set: (enabled) => void run(() => bridge.settings.setAutoDownload(enabled)),
          }}
        />
      </SettingsCard>
    </div>
  );
}

/** Binds the page to a bridge, as `platform.SettingsPage` (the panel renders it without props). */
export function createDesktopSettingsPage(
  bridge: StitchdeskBridge,
  initialConfig: DesktopConfig,
): ComponentType {
  return function DesktopSettingsPage() {
    return <DesktopSettings bridge={bridge} initialConfig={initialConfig} />;
  };
}
