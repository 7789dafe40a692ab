import { afterFailure, lockedUntil, lockMinutes, PER_ACCOUNT, PER_ADDRESS, type LockState } from './login-lock';

const t0 = new Date(Date.UTC(2026, 0, 10, 9, 0, 0));
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const fresh: LockState = { failures: 0, since: t0, lockouts: 0, lockedUntil: null };

function fail(state: LockState, times: number, now = t0, rule = PER_ADDRESS) {
  let lockedNow = false;
  for (let i = 0; i < times; i++) ({ state, lockedNow } = afterFailure(state, rule, now));
  return { state, lockedNow };
}

describe('login lock rules', () => {
  it('locks at the 5th failure from one address, for 15 minutes, and starts the count afresh', () => {
    expect(fail(fresh, 4)).toEqual({ state: { ...fresh, failures: 4 }, lockedNow: false });
    expect(fail(fresh, 5)).toEqual({ state: { failures: 0, since: t0, lockouts: 1, lockedUntil: at(15) }, lockedNow: true });
  });

  it('locks longer each time in a row: 15 minutes, 1 hour, then 4 hours each', () => {
    expect([0, 1, 2, 3, 9].map(lockMinutes)).toEqual([15, 60, 240, 240, 240]);
    const second = fail(fail(fresh, 5).state, 5, at(20));
    expect(second.state).toMatchObject({ lockouts: 2, lockedUntil: at(80) });
    expect(fail(second.state, 5, at(100)).state).toMatchObject({ lockouts: 3, lockedUntil: at(340) });
  });

  it('counts failures from one address for a day from the first', () => {
    expect(fail(fail(fresh, 4).state, 1, at(24 * 60 - 1)).lockedNow).toBe(true);
    expect(fail(fail(fresh, 4).state, 1, at(24 * 60)).state).toMatchObject({ failures: 1, since: at(24 * 60), lockedUntil: null });
  });

  it("counts the account's failures per hour: 50 within an hour lock, older ones are forgotten", () => {
    expect(fail(fresh, 49, t0, PER_ACCOUNT).lockedNow).toBe(false);
    expect(fail(fresh, 50, t0, PER_ACCOUNT).state).toMatchObject({ lockouts: 1, lockedUntil: at(15) });
    const old = fail(fresh, 49, t0, PER_ACCOUNT).state;
    expect(afterFailure(old, PER_ACCOUNT, at(60))).toEqual({ state: { ...old, failures: 1, since: at(60) }, lockedNow: false });
    expect(afterFailure(old, PER_ACCOUNT, at(59)).lockedNow).toBe(true);
  });

  it('names the later end of the locks in force', () => {
    const ended = { ...fresh, lockedUntil: at(10) };
    const shorter = { ...fresh, lockedUntil: at(30) };
    const longer = { ...fresh, lockedUntil: at(60) };
    expect(lockedUntil([ended, shorter, longer, fresh], at(20))).toEqual(at(60));
    expect(lockedUntil([ended, fresh], at(10))).toBeNull();
  });
});
