import fs from 'node:fs';
import path from 'node:path';

/**
 * How npm test splits the Jest files. Most run two at a time; a file with the tag `@serial` in a
 * doc comment runs alone (it takes the market-window lock, bursts the server, or
 * counts rows another file may add). Under the moved clock only the files that touch the server
 * (tests/) or read the clock, themselves or through a module of the project they import, run
 * again: the others cannot see a moved clock.
 */
export interface JestGroups {
  parallel: string[];
  serial: string[];
}

export function jestGroups(files: string[], options: { movedClock: boolean }): JestGroups {
  const chosen = options.movedClock ? files.filter(runsUnderMovedClock) : files;
  const serial = chosen.filter(isSerial);
  return { parallel: chosen.filter((file) => !serial.includes(file)), serial };
}

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
