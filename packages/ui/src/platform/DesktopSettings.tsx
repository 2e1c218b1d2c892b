import { useEffect, useId, useState, type ComponentType, type FormEvent } from 'react';
import { KEYCHAIN_UNAVAILABLE_MESSAGE, type DesktopConfig, type StitchdeskBridge } from './desktop-bridge.ts';

const sectionClass = 'space-y-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm';
const buttonClass =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50';
const primaryButtonClass =
  'rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50';

function FolderPath({ path }: { path: string | null }) {
  return path ? (
    <code className="break-all rounded bg-gray-100 px-1.5 py-0.5 text-sm">{path}</code>
  ) : (
    <span className="text-sm italic text-gray-600">No folder chosen</span>
  );
}

/**
 * The desktop's Settings page: server address, the hot folder that feeds "Incoming artwork", where
 * deliveries are saved and whether they download on their own. Every change goes through the
 * bridge; main validates it and answers with the new settings.
 */
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
  const ids = {
    server: useId(),
    serverHint: useId(),
    serverError: useId(),
    autoDownload: useId(),
    heading: useId(),
  };

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
    <section aria-labelledby={ids.heading} className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 id={ids.heading} className="text-2xl font-semibold text-gray-900">
        Settings
      </h1>

      {!config.secureStorageAvailable && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {KEYCHAIN_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-gray-700">
        {status}
      </p>

      <form noValidate onSubmit={onServerSubmit} className={sectionClass}>
        <h2 className="text-lg font-semibold text-gray-900">Server</h2>
        <div className="space-y-1">
          <label htmlFor={ids.server} className="block text-sm font-medium text-gray-800">
            Server URL
          </label>
          <input
            id={ids.server}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={serverInput}
            onChange={(event) => setServerInput(event.target.value)}
            aria-describedby={serverError ? `${ids.serverHint} ${ids.serverError}` : ids.serverHint}
            aria-invalid={serverError ? true : undefined}
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
          <p id={ids.serverHint} className="text-xs text-gray-600">
            The Stitchdesk server this app signs in to. Default: {config.defaultServerUrl}
          </p>
          {serverError && (
            <p id={ids.serverError} role="alert" className="text-sm text-red-700">
              {serverError}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            Save server URL
          </button>
          <button
            type="button"
            className={buttonClass}
            disabled={busy || config.serverUrl === config.defaultServerUrl}
            onClick={() => void saveServer(config.defaultServerUrl)}
          >
            Use default server
          </button>
        </div>
      </form>

      <section className={sectionClass} aria-label="Incoming artwork">
        <h2 className="text-lg font-semibold text-gray-900">Incoming artwork</h2>
        <p className="text-sm text-gray-700">
          New files saved into this folder appear in the Incoming artwork tray and are attached to the new
          order form you have open, or to the next one you open.
        </p>
        <p className="text-sm text-gray-800">
          Watched folder: <FolderPath path={config.artworkFolder} />
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() => void run(() => bridge.settings.chooseArtworkFolder())}
          >
            Choose artwork folder…
          </button>
          {config.artworkFolder && (
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() =>
                void run(() => bridge.settings.clearArtworkFolder(), 'Stopped watching the folder.')
              }
            >
              Stop watching
            </button>
          )}
        </div>
      </section>

      <section className={sectionClass} aria-label="Deliveries">
        <h2 className="text-lg font-semibold text-gray-900">Deliveries</h2>
        <p className="text-sm text-gray-800">
          Saved to: <FolderPath path={config.deliveriesFolder} />
        </p>
        <p className="text-xs text-gray-600">Each order gets its own folder, named after the order title.</p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() => void run(() => bridge.settings.chooseDeliveriesFolder())}
          >
            Change deliveries folder…
          </button>
          {config.deliveriesFolder !== config.defaultDeliveriesFolder && (
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() => void run(() => bridge.settings.resetDeliveriesFolder())}
            >
              Use default folder
            </button>
          )}
        </div>
        <div className="flex items-center gap-2">
          <input
            id={ids.autoDownload}
            type="checkbox"
            checked={config.autoDownloadDeliveries}
            disabled={busy}
            onChange={(event) => {
              const enabled = event.target.checked;
              void run(() => bridge.settings.setAutoDownload(enabled));
            }}
            className="h-4 w-4"
          />
          <label htmlFor={ids.autoDownload} className="text-sm text-gray-800">
            Download new deliveries automatically
          </label>
        </div>
      </section>
    </section>
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
