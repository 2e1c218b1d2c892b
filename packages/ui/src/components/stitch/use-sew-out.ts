import { useEffect, useRef, useState } from 'react';
import { fetchBytes, readDesign } from './load-design.ts';
import { buildTrack, type StitchTrack } from './preview/stitch-track.ts';
import type { StitchInfo } from './stitch-info.ts';

/** A whole design sews out in about this long, whatever its stitch count. */
const PLAYBACK_SECONDS = 12;
/** With reduced motion the playback moves one colour stop at a time, this far apart. */
const STOP_INTERVAL_MS = 1500;

export type SewOutState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | {
      phase: 'ready';
      /** The file's stitches, drawn up to `upTo`. */
      track: StitchTrack;
      total: number;
      upTo: number;
      playing: boolean;
    };

/** Stitch counts at which each colour stop ends, for stop-by-stop stepping. */
export function stopEnds(stops: readonly { stitches?: number }[], total: number): number[] {
  const ends: number[] = [];
  let sum = 0;
  for (const stop of stops) {
    sum += stop.stitches ?? 0;
    if (sum > 0 && sum < total) ends.push(sum);
  }
  ends.push(total);
  return ends;
}

/**
 * Stitch-by-stitch playback of a file: loads and reads it on first use, then advances `upTo` on
 * animation frames, or a colour stop at a time when the visitor asked for reduced motion. The
 * finished design is drawn from the same loaded file (for the hoop, the grid and marked places).
 */
export function useSewOut(file: { url: string; name: string }, stitch: StitchInfo, reducedMotion: boolean) {
  const [state, setState] = useState<SewOutState>({ phase: 'idle' });
  const frame = useRef<number | null>(null);

  const playing = state.phase === 'ready' && state.playing;
  const total = state.phase === 'ready' ? state.total : 0;
  useEffect(() => {
    if (!playing) return;
    // Timed by the frames' own timestamps only: hosts differ in the clock those count from.
    let last: number | null = null;
    const ends = stopEnds(stitch.stops ?? [], total);
    const perMs = total / (PLAYBACK_SECONDS * 1000);
    const tick = (now: number) => {
      last ??= now;
      const elapsed = now - last;
      if (reducedMotion && elapsed < STOP_INTERVAL_MS) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      last = now;
      setState((current) => {
        if (current.phase !== 'ready') return current;
        const upTo = reducedMotion
          ? (ends.find((end) => end > current.upTo) ?? current.total)
          : Math.min(current.total, current.upTo + Math.max(1, Math.round(elapsed * perMs)));
        return { ...current, upTo, playing: upTo < current.total };
      });
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [playing, reducedMotion, total, stitch.stops]);

  /** Loads the file and shows it sewing out from the start, or (`play` false) finished. */
  const start = async (play: boolean) => {
    setState({ phase: 'loading' });
    try {
      const design = await fetchBytes(file.url).then((bytes) => readDesign(bytes, file.name, stitch));
      const track = buildTrack(design);
      const total = track.count;
      setState({ phase: 'ready', track, total, upTo: play ? 0 : total, playing: play });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    state,
    play: () => {
      if (state.phase !== 'ready') return void start(true);
      setState({ ...state, playing: true, upTo: state.upTo >= state.total ? 0 : state.upTo });
    },
    pause: () => {
      if (state.phase === 'ready') setState({ ...state, playing: false });
    },
    seek: (upTo: number) => {
      if (state.phase === 'ready') setState({ ...state, playing: false, upTo });
    },
    /** The finished design, drawn from the file (loaded first if need be). */
    finish: () => {
      if (state.phase === 'ready') setState({ ...state, playing: false, upTo: state.total });
      else if (state.phase !== 'loading') void start(false);
    },
  };
}
