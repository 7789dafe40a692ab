import path from 'node:path';
import type { ZodType } from 'zod';
import { CATALOGUE_SCHEMAS, ZCatalogueUpdate } from '@/lib/catalogue/schemas';
import { ZCreditLimitsByApi } from '@/lib/integrations/schemas';
import { SETTING_SCHEMAS } from '@/lib/settings/schemas';
import { apiRoutes } from '@/tests/helpers/api-routes';

/**
 * security 5, for every writing call there is (read from app/api): a handler sees only the body
 * its zod schema parsed (withApi), and every schema drops the keys it does not declare, so
 * `accountId`, `isAdmin`, `roles`, `version`, `status`, `id` or `createdAt` sent beside a valid
 * body never reach a handler unless the schema names them. The few that do are listed here with
 * why; tests/api/mass-assignment.test.ts sends such bodies over HTTP and reads the stored rows.
 */
jest.mock('@/lib/api/with-api', () => ({ ...jest.requireActual('@/lib/api/with-api'), withApi: (options: unknown) => ({ options }) }));
jest.mock('@/lib/alerts/alerts-enabled', () => ({ alertsEnabled: (handler: unknown) => handler }));

const FOREIGN = ['accountId', 'isAdmin', 'roles', 'version', 'status', 'id', 'createdAt'];

/** Schemas that name one of the foreign keys on purpose: tests/api/mass-assignment.test.ts sends each over HTTP. */
const DECLARED: Record<string, string[]> = {
  // An admin makes a team member admin; a member's own PUT does not (the HTTP test).
  'PUT /api/user/[id]': ['isAdmin'],
  'POST /api/operator/accounts/[id]/users': ['isAdmin'],
  // The seller moves a return along its states.
  'PUT /api/barrel-returns/[id]': ['status'],
  // The seller enables or disables the relationship; the buyer's request starts NEW whatever it sends (the HTTP test).
  'PUT /api/relationships/[ref]': ['status', 'version'],
  // Optimistic locking: the version the client read, compared, never stored as sent.
  'PUT /api/offer/additive/[offerId]': ['version'],
  'PUT /api/offers/[id]': ['version'],
  'PUT /api/operator/accounts/[id]': ['version'],
  'PUT /api/operator/catalogue/[kind]/[id]': ['version'],
  'PUT /api/pricing/rules/[id]': ['version'],
  'PUT /api/target-orders/[id]': ['version'],
  'PUT /api/triggers/contracts/[id]': ['version'],
};

/**
 * Calls whose `body` takes any shape, or that read their body themselves, with the schemas their
 * handler parses it with (the one the path's kind or key chooses).
 */
const PARSED_BY_HANDLER: Record<string, ZodType[]> = {
  'POST /api/operator/catalogue/[kind]': Object.values(CATALOGUE_SCHEMAS),
  'PUT /api/operator/catalogue/[kind]/[id]': [...Object.values(CATALOGUE_SCHEMAS), ZCatalogueUpdate],
  'PUT /api/settings/[key]': Object.values(SETTING_SCHEMAS),
  'PUT /api/integrations/credit-limits': [ZCreditLimitsByApi],
};

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: { _zod: { def: Def } };
  options?: ZodType[];
  in?: ZodType;
  out?: ZodType;
  innerType?: ZodType;
  left?: ZodType;
  right?: ZodType;
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas a body can be parsed by, through unions, pipes, optionals and intersections; null for a body of any shape (a record, unknown). */
function objectsOf(schema: ZodType): Def[] | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def];
    case 'union':
      return def.options!.reduce<Def[] | null>((all, option) => (all && objectsOf(option) ? [...all, ...objectsOf(option)!] : null), []);
    case 'pipe':
      // z.preprocess is a transform piped into the schema that parses its result.
      return defOf(def.in!).type === 'transform' ? objectsOf(def.out!) : objectsOf(def.in!);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return objectsOf(def.innerType!);
    case 'intersection': {
      const [left, right] = [objectsOf(def.left!), objectsOf(def.right!)];
      return left && right ? [...left, ...right] : null;
    }
    case 'record':
    case 'unknown':
    case 'any':
    case 'custom':
    case 'lazy':
      return null;
    default:
      // A string, number, literal or enum: no keys at all.
      return [];
  }
}

const writing = apiRoutes().flatMap((route) =>
  route.methods
    .filter((method) => method !== 'GET')
    .map((method) => {
      const handlers = require(path.join(process.cwd(), 'app', route.template.replace(/^\//, ''), 'route.ts')) as Record<
        string,
        { options?: { body?: ZodType } }
      >;
      const body = handlers[method]?.options?.body;
      const name = `${method} ${route.template}`;
      const readsItself = /parseBody\(|formData\(|req\.(json|text)\(/.test(route.source);
      return { name, body, readsItself, schemas: body && objectsOf(body) ? [body] : (PARSED_BY_HANDLER[name] ?? []) };
    }),
);

test('the sweep finds the writing calls and the schemas of their bodies', () => {
  expect(writing.filter((call) => call.body).length).toBeGreaterThan(40);
  // A body of any shape, or one a handler reads itself, must be listed with the schemas that parse it.
  const unlisted = writing.filter((call) => (call.readsItself || (call.body && !objectsOf(call.body))) && !PARSED_BY_HANDLER[call.name]);
  expect(unlisted.map((call) => call.name)).toEqual([]);
});

test('every body schema drops the keys it does not declare', () => {
  const keeps = (def: Def) => def.catchall !== undefined && defOf(def.catchall as unknown as ZodType).type !== 'never';
  // A body of any shape (a record, unknown) keeps every key.
  const open = writing.filter((call) => call.schemas.some((schema) => objectsOf(schema)?.some(keeps) ?? true));
  expect(open.map((call) => call.name)).toEqual([]);
});

test('a foreign key is declared only where it is listed', () => {
  const declared = Object.fromEntries(
    writing
      .map(
        (call) =>
          [
            call.name,
            [...new Set(call.schemas.flatMap((schema) => (objectsOf(schema) ?? []).flatMap((def) => Object.keys(def.shape ?? {}))))]
              .filter((key) => FOREIGN.includes(key))
              .sort(),
          ] as const,
      )
      .filter(([, keys]) => keys.length),
  );
  expect(declared).toEqual(DECLARED);
});
