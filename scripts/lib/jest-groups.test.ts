import fs from 'node:fs';
import path from 'node:path';
import { importsOf, isSerial, jestGroups, runsUnderMovedClock } from './jest-groups';

/** Every Jest test file of the project. */
function testFiles(dir = process.cwd()): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', '.next', '.data', '.git', 'e2e', 'generated'].includes(entry.name) ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** All of the project's modules a file reaches through its imports, itself included. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsOf(file)) closure(imported, seen);
  return seen;
}

/** Wider than the selection's own pattern on purpose: anything that may read or set the clock. */
const MAY_READ_CLOCK = /\bDate\.now\b|new Date\(\s*\)|(?<![\w.])Date\(\s*\)|DateTime\.(?:now|local|utc)\(\s*\)|Temporal\.Now|useFakeTimers|setSystemTime/;

describe('which Jest files run how (npm test)', () => {
  const files = testFiles();

  test('a file left out of the moved-clock run reaches no module that may read the clock', () => {
    const leftOut = files.filter((file) => !runsUnderMovedClock(file));
    const readers = leftOut.flatMap((file) => {
      const reader = [...closure(file)].find(
        (module) => !module.includes(`${path.sep}generated${path.sep}`) && MAY_READ_CLOCK.test(fs.readFileSync(module, 'utf8')),
      );
      return reader ? [`${path.relative(process.cwd(), file)} reaches ${path.relative(process.cwd(), reader)}`] : [];
    });
    expect(readers).toEqual([]);
    // The split still saves something: pure tests exist and are left out.
    expect(leftOut.length).toBeGreaterThan(20);
  });

  test('a file that reads the clock through an import runs under the moved clock; a pure one does not', () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), '.data', 'clock-guard-'));
    try {
      fs.writeFileSync(path.join(dir, 'clock.ts'), 'export const today = () => new Date();\n');
      fs.writeFileSync(path.join(dir, 'uses-clock.ts'), "export { today } from './clock';\n");
      fs.writeFileSync(path.join(dir, 'pure.ts'), 'export const twice = (n: number) => 2 * n;\n');
      fs.writeFileSync(path.join(dir, 'a.test.ts'), "import { today } from './uses-clock';\ntest('x', () => today());\n");
      fs.writeFileSync(path.join(dir, 'b.test.ts'), "import { twice } from './pure';\ntest('x', () => twice(1));\n");
      expect([runsUnderMovedClock(path.join(dir, 'a.test.ts')), runsUnderMovedClock(path.join(dir, 'b.test.ts'))]).toEqual([true, false]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('every file that inserts or locks the market window runs alone', () => {
    const windowUsers = files.filter((file) => /\b(withWindowLock|withOwnWindow|withLiveWindow)\(/.test(fs.readFileSync(file, 'utf8')));
    expect(windowUsers.length).toBeGreaterThan(3);
    expect(windowUsers.filter((file) => !isSerial(file)).map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  test('each file runs once: without the moved clock all in one run, with it under one of the two clocks', () => {
    const only = jestGroups(files, 'only');
    expect([...only.parallel, ...only.serial].sort()).toEqual([...files].sort());
    expect(only.serial.length).toBeGreaterThan(0);
    const [real, moved] = [jestGroups(files, 'real'), jestGroups(files, 'moved')];
    expect([...moved.parallel, ...moved.serial].sort()).toEqual(files.filter(runsUnderMovedClock).sort());
    expect([...real.parallel, ...real.serial, ...moved.parallel, ...moved.serial].sort()).toEqual([...files].sort());
  });

  test("the moved clock's files with tests under the real clock have those in the real clock's run, each a block of its file (found by its name's start)", () => {
    const users = files.filter((file) => /\bdescribeUnderRealClock\(/.test(fs.readFileSync(file, 'utf8')));
    expect(users.length).toBeGreaterThan(0);
    expect(jestGroups(files, 'real').realClockTests.sort()).toEqual(users.filter(runsUnderMovedClock).sort());
    expect([jestGroups(files, 'only').realClockTests, jestGroups(files, 'moved').realClockTests]).toEqual([[], []]);
    const nested = users.filter((file) => /^[ \t]+describeUnderRealClock\(/m.test(fs.readFileSync(file, 'utf8')));
    expect(nested).toEqual([]);
  });
});
