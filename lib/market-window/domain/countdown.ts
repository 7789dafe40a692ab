/**
 * The market-window countdown of platform-shell 4, kept pure for the browser hook and its tests.
 * The browser clock may be off: every answer of the server tells its time, and the largest
 * difference seen so far corrects the browser's clock.
 */
export interface ClockSkew {
  /** Server minus browser time in ms, the largest in size observed so far. */
  offsetMs: number;
}

export function observeSkew(previous: ClockSkew | null, serverTime: Date, browserTime: Date): ClockSkew {
  const offsetMs = serverTime.getTime() - browserTime.getTime();
  if (!previous || Math.abs(offsetMs) > Math.abs(previous.offsetMs)) return { offsetMs };
  return previous;
}

/** Milliseconds left in the window, against the corrected clock, never below 0. */
export function remainingMs(expires: Date, browserNow: Date, skew: ClockSkew | null): number {
  return Math.max(0, expires.getTime() - (browserNow.getTime() + (skew?.offsetMs ?? 0)));
}

/**
 * "4:05" (minutes and seconds) or "35" (seconds only) as the countdown of a window or a
 * reservation shows it; beyond an hour hours and minutes, "9 h 05 min", never "525:50".
 */
export function formatCountdown(ms: number, secondsOnly = false): string {
  const total = Math.ceil(ms / 1000);
  if (secondsOnly) return String(total);
  if (total > 3600) {
    const totalMinutes = Math.floor(total / 60);
    return `${Math.floor(totalMinutes / 60)} h ${String(totalMinutes % 60).padStart(2, '0')} min`;
  }
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
