/*
 * The sew-out estimate as people read it, written one way wherever it is shown: the order page, the
 * approval sheet and the worksheet.
 */

/** 0.7 → "42 s"; 12.5 → "12.5 min"; 75 → "1 h 15 min". */
export function sewTimeText(minutes: number): string {
  if (minutes < 1) return `${Math.max(minutes > 0 ? 1 : 0, Math.round(minutes * 60))} s`;
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)} h ${whole % 60} min`;
}

/** 1000 → "at 1,000 stitches/min". */
export function sewSpeedText(stitchesPerMinute: number): string {
  return `at ${stitchesPerMinute.toLocaleString('en-US')} stitches/min`;
}

/** 12.345 → "12.3 m"; under 10 m two decimals' worth of centimetres: 0.456 → "0.46 m". */
export function metresText(metres: number): string {
  return `${metres < 10 ? metres.toFixed(2) : metres.toFixed(1)} m`;
}

/** "12.3 m top, 6.2 m bobbin". */
export function threadText(thread: { top: number; bobbin: number }): string {
  return `${metresText(thread.top)} top, ${metresText(thread.bobbin)} bobbin`;
}
