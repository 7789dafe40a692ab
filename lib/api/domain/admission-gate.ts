export interface AdmissionLimits {
  /** Requests running at once. */
  concurrent: number;
  /** Requests that may wait for a place; beyond that the answer is "later" at once. */
  queued: number;
  /** How long a request waits for a place before it is turned away. */
  maxWaitMs: number;
}

/** Gives back the place a request held; calling it twice gives back one place only. */
export type Release = () => void;

/**
 * Load shedding for one instance: at most `concurrent` requests work at once, a few more wait a
 * short time, and the rest are refused at once. Refusing early keeps the admitted requests fast;
 * queueing everything would let every request wait until the database pool times out. A burst the
 * instance itself set off (`expect`) waits instead: it is bounded and ends.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private expected = { calls: 0, until: 0 };

  constructor(private readonly limits: AdmissionLimits) {}

  /**
   * Calls the instance is about to get because it told its screens something (a new market window:
   * each screen fetches its market at once). Until `withinMs` from now, that many more calls may
   * wait for a place, each until then at most, instead of being refused: refused, each screen
   * would come back after its Retry-After and meet the burst's rest again.
   */
  expect(calls: number, withinMs: number) {
    const now = Date.now();
    this.expected = { calls: (now < this.expected.until ? this.expected.calls : 0) + calls, until: now + withinMs };
  }

  /** A place, or null when the instance is full and the caller should answer "try again later". */
  enter(): Promise<Release | null> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    const now = Date.now();
    const burst = now < this.expected.until;
    const waitMs = burst ? Math.max(this.limits.maxWaitMs, this.expected.until - now) : this.limits.maxWaitMs;
    if (this.waiting.length >= this.limits.queued + (burst ? this.expected.calls : 0) || waitMs <= 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        resolve(null);
      }, waitMs);
      this.waiting.push(admit);
    });
  }

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place passes straight to the longest waiter, so `running` never dips below the limit
      // while others wait (no newcomer can overtake them).
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}
