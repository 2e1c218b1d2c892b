import { useId } from 'react';
import type { NamedColor } from '@stitchdesk/shared';
import { colorName } from '@stitchdesk/shared';
import { FieldError } from './Field.tsx';

/**
 * A palette of toggle buttons (aria-pressed, named by the colour) for picking any number of
 * colours. Works by keyboard like any button: Tab to a colour, Space or Enter to toggle it.
 */
export function ColorSwatchPicker({
  legend,
  palette,
  value,
  onChange,
  error,
}: {
  legend: string;
  palette: readonly NamedColor[];
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
}) {
  const id = useId();
  const chosen = new Set(value.map((hex) => hex.toLowerCase()));
  const toggle = (hex: string) =>
    onChange(chosen.has(hex) ? value.filter((h) => h.toLowerCase() !== hex) : [...value, hex]);
  const summaryId = `${id}-summary`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${summaryId} ${errorId}` : summaryId}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {palette.map((color) => {
          const pressed = chosen.has(color.hex);
          return (
            <button
              key={color.hex}
              type="button"
              aria-pressed={pressed}
              aria-label={color.name}
              title={color.name}
              onClick={() => toggle(color.hex)}
              className={`size-9 rounded-full border shadow-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                pressed
                  ? 'border-brand-600 ring-2 ring-brand-500 ring-offset-2'
                  : 'border-slate-300 hover:scale-110'
              }`}
              style={{ backgroundColor: color.hex }}
            >
              {pressed ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-auto size-4" fill="none">
                  <path
                    d="m5 10.5 3.2 3L15 7"
                    stroke={isLight(color.hex) ? '#0f172a' : '#ffffff'}
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
            </button>
          );
        })}
      </div>
      <p id={summaryId} className="text-xs text-slate-500">
        {value.length ? `Selected: ${value.map(colorName).join(', ')}` : 'No colour selected'}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** Read-only swatches of stored colours, each named for people who cannot tell them apart. */
export function ColorSwatchList({ colors }: { colors: readonly string[] }) {
  if (!colors.length) return <span className="text-slate-500">None</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {colors.map((hex) => (
        <li
          key={hex}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 py-0.5 pr-2.5 pl-1 text-xs"
        >
          <span
            aria-hidden="true"
            className="size-4 rounded-full border border-slate-300"
            style={{ backgroundColor: hex }}
          />
          {colorName(hex)}
        </li>
      ))}
    </ul>
  );
}

/** Whether dark ink reads better than white on this colour (relative luminance). */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}
