import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * A span in whole minutes, largest units first: "42 min", "1 h 5 min", "2 d 3 h". `round` decides
 * the part minute: time left rounds up (41 min 30 s left is "42 min"), time late rounds down.
 */
export function formatSpan(ms: number, round: 'up' | 'down' = 'down'): string {
  const exact = Math.abs(ms) / MINUTE;
  const minutes = round === 'up' ? Math.ceil(exact) : Math.floor(exact);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** "due in 42 min" or "overdue by 1 h 5 min", from the due time and the present. */
export function countdown(dueAt: string, now: number): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now;
  if (left < 0) return { text: `overdue by ${formatSpan(left, 'down')}`, overdue: true };
  return { text: `due in ${formatSpan(left, 'up')}`, overdue: false };
}

/**
 * The present, moved on every `intervalMs`: a list renders its countdowns from one clock, and a
 * tick re-renders them without asking the server again.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
