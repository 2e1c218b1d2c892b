import pino, { type Level, type Logger } from 'pino';

/** A logger whose JSON lines land, parsed, in `lines` (pino writes one line per call). */
export function capturingLogger<Line = Record<string, unknown>>(
  level: Level,
): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  return { logger, lines };
}
