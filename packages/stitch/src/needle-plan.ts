/** A stop's thread as the plan sees it: the same `key` (else the same colour) is the same thread. */
export interface PlanThread {
  hex: string;
  name?: string;
  /** What makes two stops the same thread (a brand's code, say); the colour when absent. */
  key?: string;
}

export interface PlannedStop {
  /** 1-based, in sewing order */
  stop: number;
  /** 1-based */
  needle: number;
  hex: string;
  name?: string;
  /** The needle is threaded anew at this stop, replacing `replaces` (only once all needles are in use). */
  rethread?: { replaces: { hex: string; name?: string } };
}

export interface NeedlePlan {
  needleCount: number;
  /** Different threads the design sews. */
  threads: number;
  /** Whether every thread has a needle of its own (no re-threading during the sew-out). */
  fits: boolean;
  /** The needles threaded before sewing starts, in needle order. */
  setup: { needle: number; hex: string; name?: string }[];
  stops: PlannedStop[];
  /** Stops at which a needle is threaded anew, in sewing order (empty when `fits`). */
  rethreads: PlannedStop[];
}

export const MAX_NEEDLES = 15;

const keyOf = (thread: PlanThread): string => thread.key ?? thread.hex.toLowerCase();

/**
 * A needle per stop on a machine of `needleCount` needles: a thread that comes back sews on the
 * needle it already has. When the design has more threads than needles, a needle is threaded anew
 * where needed, choosing the needle whose thread is needed again latest (or never): the fewest
 * re-threadings any plan can have (the optimal page-replacement rule).
 */
export function planNeedles(stops: readonly PlanThread[], needleCount: number): NeedlePlan {
  if (!Number.isInteger(needleCount) || needleCount < 1 || needleCount > MAX_NEEDLES) {
    throw new RangeError(`A machine has 1 to ${MAX_NEEDLES} needles, not ${needleCount}.`);
  }
  const keys = stops.map(keyOf);
  // nextUse[i]: the next stop after i that sews the same thread (Infinity when none).
  const nextUse = new Array<number>(keys.length);
  const seen = new Map<string, number>();
  for (let i = keys.length - 1; i >= 0; i--) {
    nextUse[i] = seen.get(keys[i]) ?? Infinity;
    seen.set(keys[i], i);
  }
  // What each needle holds: the thread's key, and when that thread is needed next.
  const held: { key: string; thread: PlanThread; next: number }[] = [];
  const setup: NeedlePlan['setup'] = [];
  const planned: PlannedStop[] = [];
  stops.forEach((thread, i) => {
    const label = { hex: thread.hex, ...(thread.name ? { name: thread.name } : {}) };
    let needle = held.findIndex((h) => h.key === keys[i]);
    let rethread: PlannedStop['rethread'];
    if (needle < 0 && held.length < needleCount) {
      needle = held.length;
      held.push({ key: keys[i], thread, next: 0 });
      setup.push({ needle: needle + 1, ...label });
    } else if (needle < 0) {
      needle = 0;
      for (let n = 1; n < held.length; n++) if (held[n].next > held[needle].next) needle = n;
      const old = held[needle].thread;
      rethread = { replaces: { hex: old.hex, ...(old.name ? { name: old.name } : {}) } };
      held[needle] = { key: keys[i], thread, next: 0 };
    }
    held[needle].next = nextUse[i];
    planned.push({ stop: i + 1, needle: needle + 1, ...label, ...(rethread ? { rethread } : {}) });
  });
  const rethreads = planned.filter((p) => p.rethread);
  return {
    needleCount,
    threads: seen.size,
    fits: rethreads.length === 0,
    setup,
    stops: planned,
    rethreads,
  };
}
