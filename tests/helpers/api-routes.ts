import fs from 'node:fs';
import path from 'node:path';
import { ROLES } from '@/lib/access/routes';

/**
 * The route handlers there are, read from app/api, so a sweep over them covers every call added
 * later without being told. Catch-all folders are left out: the unknown path's 404 and
 * next-auth's own routes.
 */
const API = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiRoute {
  /** The path with its `[param]` segments, e.g. /api/offers/[id]. */
  template: string;
  methods: string[];
  /** Declares `idempotent` (`true`, or `'sql'` for a call on pg): its POST reads an Idempotency-Key header. */
  idempotent: boolean;
  source: string;
}

export function apiRoutes(dir = API, prefix = '/api'): ApiRoute[] {
  const found: ApiRoute[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('[...')) continue;
    const here = path.join(dir, entry.name);
    const template = `${prefix}/${entry.name}`;
    const file = path.join(here, 'route.ts');
    if (fs.existsSync(file)) {
      const source = fs.readFileSync(file, 'utf8');
      const methods = METHODS.filter((m) => new RegExp(`export const ${m}\\b|as ${m}\\b`).test(source));
      if (methods.length) found.push({ template, methods, idempotent: /idempotent: (true|'sql')/.test(source), source });
    }
    found.push(...apiRoutes(here, template));
  }
  return found;
}

/** The path of a template with every `[param]` set to `value`. */
export const fillParams = (template: string, value: string) => template.replace(/\[(\w+)\]/g, () => value);

/** What withApi's `auth` option of one exported method asks for, as the route file writes it. */
export type DeclaredAuth =
  | { kind: 'none' | 'public' | 'user' }
  | { kind: 'rule'; accountTypes?: string[]; role?: string; admin?: boolean; route?: string | ((accountType: string) => string) };

/**
 * The `auth` of `method` in the route's source: the text from its `export const METHOD =` to the
 * next export, where `auth:` is a literal, an object literal, or a constant of the file
 * (`auth,`). Null when the handler declares none this reader knows: a sweep fails on it rather
 * than guessing.
 */
export function declaredAuth(route: ApiRoute, method: string): DeclaredAuth | null {
  const start = route.source.search(new RegExp(`export const ${method}\\b`));
  if (start < 0) return null;
  const next = route.source.slice(start + 1).search(/\nexport /);
  const chunk = route.source.slice(start, next < 0 ? undefined : start + 1 + next);
  const literal = chunk.match(/\bauth: '(none|public|user)'/);
  if (literal) return { kind: literal[1] as 'none' | 'public' | 'user' };
  const object = chunk.match(/\bauth: (\{[^}]*\})/)?.[1] ?? (/\bauth[,\s]/.test(chunk) ? route.source.match(/\bconst auth = (\{[^}]*\})/)?.[1] : undefined);
  if (!object) return null;
  const accountTypes = object.match(/accountTypes: \[([^\]]*)\]/)?.[1].match(/[A-Z]+/g) ?? undefined;
  const roleName = object.match(/role: (?:ROLES\.(\w+)|'([^']+)')/);
  const role = roleName ? (roleName[1] ? ROLES[roleName[1] as keyof typeof ROLES] : roleName[2]) : undefined;
  const admin = /admin: true/.test(object) || undefined;
  // A row of the route table, or one per caller's account type: `(user) => (user.accountType === 'X' ? 'a' : 'b')`.
  const perType = object.match(/route: \(user\) => \(user\.accountType === '(\w+)' \? '(\w+)' : '(\w+)'\)/);
  const ruleRoute = object.match(/route: '(\w+)'/)?.[1] ?? (perType ? (type: string) => (type === perType[1] ? perType[2] : perType[3]) : undefined);
  if (!accountTypes && !role && !admin && !ruleRoute) return null;
  return { kind: 'rule', accountTypes, role, admin, route: ruleRoute };
}

/** Runs `calls` with `limit` of them in flight at once, as a browser's tabs would: well within what the server admits. */
export async function inFlight(calls: (() => Promise<unknown>)[], limit: number): Promise<void> {
  const next = calls.values();
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (const call of next) await call();
    }),
  );
}
