/**
 * Money travels as integer cents (docs/product.md §Prices; shown with the shared formatCents); people type
 * dollars.
 */

/**
 * What a person typed as dollars ("75", "75.5", "$1,075.50") in integer cents, or null when it is
 * not an amount. Read digit by digit so 0.29 is 29 cents, not 28.999….
 */
export function dollarsToCents(typed: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  const dollars = Number(match[1].replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}
