import fs from 'node:fs';
import path from 'node:path';

/**
 * Every layout and page sends its client components the message namespaces they use, and only
 * those (ClientMessages): a missing one shows keys instead of text, a needless one bloats every
 * page. This follows each route file's imports through the project's own modules and compares
 * the namespaces of the useTranslations calls it reaches with the file's ClientMessages list.
 */
const ROOT = path.resolve(__dirname, '../..');
const ROUTE_FILES = /^(page|layout|template|loading|error|not-found)\.tsx$/;
// Value imports and re-exports, dynamic imports and bare side-effect imports; `import type` is skipped.
const IMPORTS = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s+'([^']+)'/g;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routeFiles(full);
    return ROUTE_FILES.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The top-level namespaces of every useTranslations call reachable from `entry`. */
function usedNamespaces(entry: string): string[] {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, namespace] of source.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) namespaces.add(namespace?.split('.')[0] ?? '(all)');
    for (const match of source.matchAll(IMPORTS)) {
      const target = resolve(file, match[1] ?? match[2] ?? match[3]);
      if (target) queue.push(target);
    }
  }
  return [...namespaces].sort();
}

function declaredNamespaces(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const lists = [...source.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)];
  return [...new Set(lists.flatMap(([, list]) => [...list.matchAll(/'([^']+)'/g)].map(([, name]) => name)))].sort();
}

const files = routeFiles(path.join(ROOT, 'app')).map((file) => path.relative(ROOT, file));

test('finds the route files', () => {
  expect(files).toEqual(expect.arrayContaining(['app/layout.tsx', 'app/(complex)/page.tsx', 'app/(simple)/login/page.tsx']));
});

test.each(files)('%s sends exactly the namespaces its client components use', (file) => {
  expect(declaredNamespaces(path.join(ROOT, file))).toEqual(usedNamespaces(path.join(ROOT, file)));
});
