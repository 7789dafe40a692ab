import fs from 'node:fs';
import path from 'node:path';

/**
 * How npm test splits the Jest files. Most run two at a time; a file with the tag `@serial` in a
 * doc comment runs alone (it takes the market-window lock, bursts the server, or
 * counts rows another file may add). When the moved clock runs, each file runs under one clock:
 * the files that touch the server (tests/) or read the clock, themselves or through a module of
 * the project they import, under the moved clock (a night of a daylight-saving change, whenever CI
 * runs); the others, which cannot see a clock, under the real one. Their tests that need the real
 * clock (`describeUnderRealClock`: PostgreSQL's lock time-outs) run in the real clock's run, by
 * their names.
 */
export interface JestGroups {
  parallel: string[];
  serial: string[];
  /** Files whose tests under the real clock run here, only those (their others run under the moved clock). */
  realClockTests: string[];
}

/** Which run the groups are for: the only one (no moved clock), the real clock's beside the moved clock's, or the moved clock's. */
export type JestRun = 'only' | 'real' | 'moved';

export function jestGroups(files: string[], run: JestRun): JestGroups {
  const chosen = run === 'only' ? files : files.filter((file) => runsUnderMovedClock(file) === (run === 'moved'));
  const serial = chosen.filter(isSerial);
  const realClockTests = run === 'real' ? files.filter((file) => runsUnderMovedClock(file) && hasRealClockTests(file)) : [];
  return { parallel: chosen.filter((file) => !serial.includes(file)), serial, realClockTests };
}

/** The start of the name of every test block that runs under the real clock only (tests/helpers/real-clock.ts). */
export const UNDER_REAL_CLOCK = 'under the real clock:';

/** A file with a block of tests under the real clock, at its top level (so the block's name starts the tests' names). */
const hasRealClockTests = (file: string) => /^describeUnderRealClock\(/m.test(fs.readFileSync(file, 'utf8'));

/** A file that says ` * @serial` in a doc comment: why it must run alone is written beside it. */
export const isSerial = (file: string) => /^\s*\*\s*@serial\b/m.test(fs.readFileSync(file, 'utf8'));

/** Files under tests/ call the server or its database; any other file only when it reads the clock. */
export function runsUnderMovedClock(file: string): boolean {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  return relative.startsWith('tests/') || clockReadBy(path.resolve(file)) !== null;
}

/** A read of the wall clock (now without arguments, in JavaScript or luxon), or fake timers, which start from it. */
export const CLOCK_READ = /\bDate\.now\(\)|new Date\(\)|DateTime\.(?:now|local|utc)\(\)|useFakeTimers/;
const IMPORT =
  /(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|jest\.mock\(\s*['"]([^'"]+)['"]/g;

/** The project's module an import names (`@/…` or relative), or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(process.cwd(), specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

export function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].flatMap((m) => resolveImport(file, m[1] ?? m[2] ?? m[3] ?? m[4]) ?? []);
}

const reader = new Map<string, string | null>();

/** The first module (the file itself or one it imports, at any depth) that reads the clock, or null. */
export function clockReadBy(file: string): string | null {
  if (reader.has(file)) return reader.get(file)!;
  const seen = new Set<string>();
  const walk = (current: string): string | null => {
    if (reader.has(current)) return reader.get(current)!;
    if (seen.has(current)) return null;
    seen.add(current);
    if (CLOCK_READ.test(fs.readFileSync(current, 'utf8'))) return current;
    // The generated Prisma client reads the clock for its own bookkeeping, never for a result.
    for (const imported of importsOf(current).filter((f) => !f.includes(`${path.sep}generated${path.sep}`))) {
      const found = walk(imported);
      if (found) return found;
    }
    return null;
  };
  const found = walk(file);
  reader.set(file, found);
  return found;
}
