import { db } from '@/lib/db';
import { AUDIT_ID_KEYS, type AuditNames } from './audit-id-keys';

export type { AuditNames };

/** Every id under one of the keys, at any depth of the entries (before and after included). */
function collect(value: unknown, keys: string[], into: Set<number>, key = '') {
  if (Array.isArray(value)) for (const item of value) collect(item, keys, into, key);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, keys, into, k);
  else if (typeof value === 'number' && Number.isInteger(value) && keys.includes(key)) into.add(value);
}

const ids = (entries: unknown[], kind: keyof AuditNames) => {
  const found = new Set<number>();
  collect(entries, AUDIT_ID_KEYS[kind], found);
  return [...found];
};

/** The names of the users, accounts, products, terminals and regions a page of entries names, of the operator's platform only. */
export async function auditNames(platformId: string, entries: unknown[]): Promise<AuditNames> {
  const [users, accounts, products, terminals, regions] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids(entries, 'users') }, account: { platformId } }, select: { id: true, firstName: true, lastName: true } }),
    db.account.findMany({ where: { id: { in: ids(entries, 'accounts') }, platformId }, select: { id: true, name: true } }),
    db.product.findMany({ where: { id: { in: ids(entries, 'products') } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: ids(entries, 'terminals') }, region: { platformId } }, select: { id: true, name: true } }),
    db.region.findMany({ where: { id: { in: ids(entries, 'regions') }, platformId }, select: { id: true, name: true } }),
  ]);
  const byId = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.name]));
  return {
    users: Object.fromEntries(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`])),
    accounts: byId(accounts),
    products: byId(products),
    terminals: byId(terminals),
    regions: byId(regions),
  };
}
