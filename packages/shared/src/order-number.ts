/** How people read and type order numbers: "#1042" on screen, in e-mails and on paper. */
export function formatOrderNumber(number: number): string {
  return `#${number}`;
}

/**
 * The order number a search box was given ("1042", "#1042", " # 1042 "), or null when the text is
 * not one: the search then matches titles and names only.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*#?\s*(\d{1,9})\s*$/.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 ? number : null;
}
