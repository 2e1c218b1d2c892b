import { HotFolderOrders } from '../hot-folder/HotFolderOrders.tsx';
import { useIncomingArtwork } from './IncomingArtworkProvider.tsx';

/** The hot folder's tray; shown only where the host has one (the desktop client). */
export function IncomingTray() {
  const { available, tray, presetTray, dismiss } = useIncomingArtwork();
  if (!available) return null;
  return (
    <section
      aria-labelledby="incoming-artwork-heading"
      className="rounded-xl border border-white/15 bg-white/5 p-3 text-sm"
    >
      <h2 id="incoming-artwork-heading" className="font-semibold text-white">
        Incoming artwork
      </h2>
      {tray.length ? (
        <>
          <p className="mt-1 text-xs text-brand-100">Attached to the next new-order form you open.</p>
          <ul className="mt-2 flex flex-col gap-1.5">
            {tray.map((item) => (
              <li
                key={item.id}
                className="flex items-center justify-between gap-2 rounded-lg bg-white/10 px-2 py-1.5"
              >
                <span className="truncate text-white" title={item.name}>
                  {item.name}
                </span>
                <button
                  type="button"
                  onClick={() => dismiss(item.id)}
                  aria-label={`Dismiss ${item.name}`}
                  className="shrink-0 rounded px-1.5 text-xs text-brand-100 hover:bg-white/15 hover:text-white"
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : presetTray.length === 0 ? (
        <p className="mt-1 text-xs text-brand-100">Files dropped into your hot folder appear here.</p>
      ) : null}
      <HotFolderOrders />
    </section>
  );
}
