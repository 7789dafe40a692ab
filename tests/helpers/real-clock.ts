import { UNDER_REAL_CLOCK } from '../../scripts/lib/jest-groups';

/**
 * PostgreSQL's lock_timeout runs on timers that libfaketime disturbs, so a test of it hangs under
 * the moved clock of `npm test`. Such tests do not depend on the hour: they run under the real
 * clock only, found there by the start of their names (scripts/lib/jest-groups.ts).
 */
export const describeUnderRealClock = (name: string, tests: () => void) =>
  (process.env.TEST_MOVED_CLOCK ? describe.skip : describe)(`${UNDER_REAL_CLOCK} ${name}`, tests);
