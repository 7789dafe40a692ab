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
 * queueing everything would let every request wait until the database pool times out.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  /** A place, or null when the instance is full and the caller should answer "try again later". */
  enter(): Promise<Release | null> {
    if (this.running < this.limits.concurrent) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.queued || this.limits.maxWaitMs <= 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        resolve(null);
      }, this.limits.maxWaitMs);
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
