import { LRUCache } from 'lru-cache';

/**
 * What a slow read gave, kept per key for a few calls that ask again (lru-cache's fetch): fresh
 * for `freshMs`; then, until `staleMs`, given once more while it is read anew in the background,
 * so no call waits for the read while the key is in use; older still (nobody asked for a while), a
 * call waits for the new read. One read per key at a time, whoever asks.
 */
export function keptWhileReadAnew<C, V extends object>(options: { freshMs: number; staleMs: number; max: number; read: (context: C) => Promise<V> }) {
  const { freshMs, staleMs, max, read } = options;
  // A monotonic clock never at 0 (lru-cache takes a start of 0 for "no time-out"), looked up at each call as fake timers replace it.
  const clock = { now: () => performance.timeOrigin + performance.now() };
  const kept = new LRUCache<string, { value: V; readAt: number }, unknown>({
    max,
    ttl: freshMs,
    perf: clock,
    allowStale: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await read(context as C), readAt: clock.now() }),
  });
  return {
    async get(key: string, context: C): Promise<V> {
      const entry = (await kept.fetch(key, { context }))!;
      if (clock.now() - entry.readAt <= staleMs) return entry.value;
      // The fetch above began the new read; this one waits for it.
      return (await kept.fetch(key, { context, allowStale: false }))!.value;
    },
    /** Drops the keys `drop` names: their next call waits for a new read. */
    forget(drop: (key: string) => boolean) {
      for (const key of [...kept.keys()]) if (drop(key)) kept.delete(key);
    },
  };
}
