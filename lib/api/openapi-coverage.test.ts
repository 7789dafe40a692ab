import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi';

/**
 * Every route handler under app/api is described in /api/openapi.json, with each method it
 * exports: a call added later without its description fails here. A folder [x] is the path
 * parameter {x}; the catch-all (the JSON 404 for unknown calls) and next-auth's own routes are
 * not calls of the platform.
 */
const API = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

function handlers(dir = API, prefix = '/api'): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('[...')) continue;
    const here = path.join(dir, entry.name);
    const template = `${prefix}/${entry.name.replace(/^\[(.+)\]$/, '{$1}')}`;
    const file = path.join(here, 'route.ts');
    if (fs.existsSync(file)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const method of METHODS) if (new RegExp(`export const ${method}\\b|as ${method}\\b`).test(source)) found.push(`${method} ${template}`);
    }
    found.push(...handlers(here, template));
  }
  return found;
}

/** The path template as written, its parameter names aside: /api/uploads/{uploadId}/apply serves app/api/uploads/[ref]/apply. */
const shape = (call: string) => call.replace(/\{[^}]+\}/g, '{}');

test('every route handler under app/api is described in the OpenAPI document', () => {
  const described = Object.entries(openApiDocument().paths).flatMap(([template, ops]) => Object.keys(ops).map((m) => shape(`${m.toUpperCase()} ${template}`)));
  const calls = handlers();
  expect(calls.length).toBeGreaterThan(80);
  expect(calls.filter((call) => !described.includes(shape(call)))).toEqual([]);
});

test('the document describes no call that has no handler', () => {
  const calls = handlers().map(shape);
  const described = Object.entries(openApiDocument().paths).flatMap(([template, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${template}`));
  expect(described.filter((call) => !calls.includes(shape(call)))).toEqual([]);
});
