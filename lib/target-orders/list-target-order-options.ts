import type { SessionUser } from '@/lib/auth/session-user';
import { db } from '@/lib/db';

type Choice = { id: number; name: string };

export interface TargetOrderOptions {
  products: Choice[];
  terminals: Choice[];
  regions: Choice[];
  /** The user's own favourites: each stands for the terminals it names (itself or by its regions). */
  favourites: Choice[];
  sellers: Choice[];
  deliveryLocations: Choice[];
  paymentTerms: Choice[];
}

/** What the target-order form offers: fuels, active terminals and regions of the platform, the user's favourites, the sellers the buyer trades with (ENABLED), its addresses and the payment terms. */
export async function listTargetOrderOptions(user: SessionUser): Promise<TargetOrderOptions> {
  const [products, terminals, regions, favourites, relationships, locations, paymentTerms] = await Promise.all([
    db.product.findMany({ where: { type: 'FUEL' }, select: { id: true, name: true }, orderBy: [{ categoryOrder: 'asc' }, { name: 'asc' }] }),
    db.terminal.findMany({ where: { active: true, region: { platformId: user.platformId } }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.region.findMany({ where: { platformId: user.platformId, active: true }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.favourite.findMany({ where: { userId: user.userId }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    db.relationship.findMany({ where: { buyerAccountId: user.accountId, status: 'ENABLED' }, select: { seller: { select: { id: true, name: true } } } }),
    db.deliveryLocation.findMany({
      where: { accountId: user.accountId },
      select: { id: true, street: true, postCode: true, city: true },
      orderBy: { id: 'asc' },
    }),
    db.paymentTerm.findMany({ where: { active: true }, select: { id: true, name: true }, orderBy: { days: 'asc' } }),
  ]);
  return {
    products,
    terminals,
    regions,
    favourites,
    sellers: relationships.map((r) => r.seller).sort((a, b) => a.name.localeCompare(b.name, 'de')),
    deliveryLocations: locations.map((l) => ({ id: l.id, name: [l.street, `${l.postCode} ${l.city}`.trim()].filter(Boolean).join(', ') })),
    paymentTerms,
  };
}
