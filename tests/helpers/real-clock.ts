/**
 * PostgreSQL's lock_timeout runs on timers that libfaketime disturbs, so a test of it hangs under
 * the moved clocks of `npm test`. Such tests do not depend on the hour: they run under the real
 * clock only.
 */
export const describeUnderRealClock = process.env.TEST_MOVED_CLOCK ? describe.skip : describe;
