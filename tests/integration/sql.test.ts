import { db, NO_PART, part, sql, statement, type SqlPart } from '@/lib/db';

/** The hand-written statements of the hot paths: bind parameters only, and Prisma's UTC timestamps. */
afterAll(() => db.$disconnect());

describe('sql tagged template', () => {
  test('values travel as bind parameters, never as SQL text', async () => {
    const hostile = `x'); DROP TABLE "Order"; --`;
    const rows = await sql<{ value: string; ids: number[] }>`SELECT ${hostile}::text AS "value", ${[3, 1, 2]}::int[] AS "ids"`;
    expect(rows).toEqual([{ value: hostile, ids: [3, 1, 2] }]);
    expect((await sql<{ n: string }>`SELECT count(*)::text AS n FROM "Order"`).length).toBe(1);
  });

  test('a part puts its text and its values in place, numbered in order, and each set of parts at a call site is its own statement', async () => {
    const read = (middle: SqlPart) => sql<Record<string, string>>`SELECT ${'a'}::text AS "a", ${middle} ${'c'}::text AS "c"`;
    const inner = part`${'b'}::text AS "b", ${part`${'b2'}::text AS "b2"`},`;
    expect(await read(inner)).toEqual([{ a: 'a', b: 'b', b2: 'b2', c: 'c' }]);
    expect(await read(NO_PART)).toEqual([{ a: 'a', c: 'c' }]);
    expect(await read(inner)).toEqual([{ a: 'a', b: 'b', b2: 'b2', c: 'c' }]);
    const text = (strings: TemplateStringsArray, ...values: unknown[]) => statement(strings, values).text;
    expect(text`SELECT ${1}, ${part`${2} + ${3}`}, ${4}`).toBe('SELECT $1, $2 + $3, $4');
  });

  test('a timestamp without zone reads as UTC, as Prisma stores it, whatever the process zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const [row] = await sql<{ at: Date }>`SELECT '2030-03-31 01:30:00.123'::timestamp(3) AS "at"`;
      expect(row.at.toISOString()).toBe('2030-03-31T01:30:00.123Z');
    } finally {
      process.env.TZ = zone;
    }
  });

  test('a date goes in as UTC, so a timestamp without zone stores what Prisma would, whatever the process zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const at = new Date('2030-03-31T01:30:00.123Z');
      const [row] = await sql<{ at: Date; text: string }>`SELECT ${at}::timestamp(3) AS "at", ${[at]}::timestamp(3)[]::text AS "text"`;
      expect(row.at.toISOString()).toBe('2030-03-31T01:30:00.123Z');
      expect(row.text).toBe('{"2030-03-31 01:30:00.123"}');
    } finally {
      process.env.TZ = zone;
    }
  });
});

test('sessions run in UTC, so now() written into a DateTime column is UTC whatever the server zone', async () => {
  const [row] = await sql<{
    zone: string;
    drift: number;
  }>`SELECT current_setting('TimeZone') AS "zone", abs(extract(epoch FROM now()::timestamp - ${new Date().toISOString()}::timestamp))::float AS "drift"`;
  expect(row.zone).toBe('UTC');
  expect(row.drift).toBeLessThan(60);
});
