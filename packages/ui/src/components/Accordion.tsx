import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  /** Stable key of the item (also used in the DOM ids). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * `<Accordion items={[{ id, title, content }]} defaultOpenId="x" />` — at most one item open:
 * opening one closes the other, and choosing the open one closes it. Each title is a button inside a
 * heading (`headingLevel`, default 3) with aria-expanded and aria-controls naming its panel.
 */
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = HEADINGS[headingLevel];

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 sm:px-6 sm:py-5"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={`grid size-8 shrink-0 place-items-center rounded-full transition-transform duration-200 ${
                    open ? 'rotate-45 bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'
                  }`}
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
                    <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1z" />
                  </svg>
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-[15px] leading-relaxed text-slate-600 sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
