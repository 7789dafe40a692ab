import { randomUUID } from 'node:crypto';
import { deleteExpiredBuckets } from '@/lib/auth/rate-limit';
import { db } from '../helpers/factories';

/** The rate-limit table keeps what still counts: the sweep removes only buckets of windows long over. */
const key = `sweep-test:${randomUUID()}`;
afterAll(async () => {
  await db.rateLimitBucket.deleteMany({ where: { key } });
  await db.$disconnect();
});

test("buckets of windows over a day ago go, the epoch's old counters too; the last day stays", async () => {
  // Now, not a moment ahead: the sweep must not take the buckets other files are counting in.
  const now = new Date();
  const at = (ms: number) => new Date(now.getTime() - ms);
  await db.rateLimitBucket.createMany({
    data: [
      { key, windowStart: at(2 * 86_400_000), count: 3 },
      { key, windowStart: at(86_400_000 + 60_000), count: 1 },
      { key, windowStart: at(3_600_000), count: 9 },
      { key, windowStart: new Date(0), count: 4 },
    ],
  });
  expect(await deleteExpiredBuckets(now)).toBeGreaterThanOrEqual(3);
  const left = await db.rateLimitBucket.findMany({ where: { key }, orderBy: { windowStart: 'asc' } });
  expect(left.map((b) => [b.windowStart.toISOString(), b.count])).toEqual([[at(3_600_000).toISOString(), 9]]);
});
