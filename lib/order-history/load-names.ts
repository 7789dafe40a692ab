import { db } from '@/lib/db';
import type { RowNames } from './order-row';

const uniq = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/** One query per kind for all ids a page (or the filter options) mentions. */
export async function loadNames(ids: { accounts?: number[]; products?: number[]; terminals?: number[]; addresses?: (number | null)[] }): Promise<RowNames> {
  const [accounts, products, terminals, addresses] = await Promise.all([
    db.account.findMany({ where: { id: { in: uniq(ids.accounts ?? []) } }, select: { id: true, name: true } }),
    db.product.findMany({ where: { id: { in: uniq(ids.products ?? []) } }, select: { id: true, name: true, type: true } }),
    db.terminal.findMany({ where: { id: { in: uniq(ids.terminals ?? []) } }, select: { id: true, name: true } }),
    db.deliveryLocation.findMany({ where: { id: { in: uniq(ids.addresses ?? []) } }, select: { id: true, street: true, postCode: true, city: true } }),
  ]);
  return {
    accounts: new Map(accounts.map((a) => [a.id, a.name])),
    products: new Map(products.map((p) => [p.id, p])),
    terminals: new Map(terminals.map((t) => [t.id, t.name])),
    addresses: new Map(addresses.map((a) => [a.id, a])),
  };
}
