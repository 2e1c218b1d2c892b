/** One line of the results table. */
export interface Row {
  scenario: string;
  stitchdesk: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: reported only, no target. */
  met: boolean | null;
}

export const num = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const ms = (n: number) => `${num(n, n < 10 ? 1 : 0)} ms`;
export const pct = (n: number) => `${num(n * 100, 0)}%`;
export const mb = (bytes: number) => `${num(bytes / (1024 * 1024), 1)} MiB`;
/** Exact bytes with the MiB beside them, for figures compared with a byte budget. */
export const bytesAndMb = (bytes: number) => `${num(bytes)} B (${num(bytes / (1024 * 1024), 2)} MiB)`;
export const kb = (bytes: number) => `${num(bytes / 1024, 1)} KiB`;

const mark = (met: boolean | null) => (met === null ? '–' : met ? 'yes' : 'NO');

/** A Markdown table (GitHub style), readable as plain text too. */
export function markdownTable(rows: Row[]): string {
  const header = ['Scenario', 'Stitchdesk', 'Baseline (same run)', 'Ratio', 'Target', 'Met'];
  const lines = rows.map((r) => [r.scenario, r.stitchdesk, r.baseline, r.ratio, r.target, mark(r.met)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}
