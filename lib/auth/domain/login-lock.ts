/**
 * The lockout rules of failed logins. Failures are counted per e-mail address and client address,
 * so an outsider's wrong passwords lock the outsider's address only, and per e-mail address from
 * all client addresses together, a wider ceiling against guessing from many addresses. A lock
 * lasts a while, longer after each lock in a row, and a password reset lifts it at once.
 */

/** The row key of the account's ceiling, counting every client address. */
export const ALL_ADDRESSES = '*';

export interface LockRule {
  /** The failure that locks. */
  maxFailures: number;
  /** How long failures count from the first of them (a success or a lock also starts afresh). */
  windowMinutes: number;
}

/** Five wrong passwords from one address within a day lock that address's logins into the account. */
export const PER_ADDRESS: LockRule = { maxFailures: 5, windowMinutes: 24 * 60 };
/** Fifty an hour from all addresses lock the account for every address. */
export const PER_ACCOUNT: LockRule = { maxFailures: 50, windowMinutes: 60 };

/** Each lock in a row lasts longer: 15 minutes, then 1 hour, then 4 hours each. */
export const LOCK_MINUTES = [15, 60, 240];

export interface LockState {
  failures: number;
  /** When the failures counted in `failures` began. */
  since: Date;
  /** Locks in a row since the last successful login. */
  lockouts: number;
  lockedUntil: Date | null;
}

export const lockedAt = (state: LockState, now: Date): boolean => state.lockedUntil !== null && state.lockedUntil > now;

/** How long the lock after `lockouts` earlier ones in a row lasts. */
export const lockMinutes = (lockouts: number): number => LOCK_MINUTES[Math.min(lockouts, LOCK_MINUTES.length - 1)];

/** The state after one more failure (the caller counts none while locked); `lockedNow` when this one starts a lock. */
export function afterFailure(state: LockState, rule: LockRule, now: Date): { state: LockState; lockedNow: boolean } {
  const expired = now.getTime() - state.since.getTime() >= rule.windowMinutes * 60_000;
  const failures = expired ? 1 : state.failures + 1;
  const since = expired ? now : state.since;
  if (failures < rule.maxFailures) return { state: { ...state, failures, since }, lockedNow: false };
  const lockedUntil = new Date(now.getTime() + lockMinutes(state.lockouts) * 60_000);
  // The count starts afresh: when the lock ends, the address has its full number of tries again.
  return { state: { failures: 0, since: now, lockouts: state.lockouts + 1, lockedUntil }, lockedNow: true };
}

/** The later end of the locks in force, or null when none is. */
export function lockedUntil(states: LockState[], now: Date): Date | null {
  const ends = states.filter((s) => lockedAt(s, now)).map((s) => s.lockedUntil!.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}
