import { db } from '@/lib/db';

/** Profile details of the demo users, so the settings screens show a complete profile. */
const PROFILES: Record<string, { mobile: string; jobTitle: string; department: string; departmentSize: string; title?: string }> = {
  'buyer@demo.fuel': { mobile: '+49 171 555 01 01', jobTitle: 'Einkäuferin', department: 'Einkauf', departmentSize: '6-20' },
  'admin@demo.fuel': { mobile: '+49 171 555 01 02', jobTitle: 'Geschäftsführer', department: 'Geschäftsführung', departmentSize: '1-5', title: 'Dr' },
  'disponent@demo.fuel': { mobile: '+49 171 555 01 03', jobTitle: 'Disponent', department: 'Disposition', departmentSize: '6-20' },
  'seller@demo.fuel': { mobile: '+49 171 555 02 01', jobTitle: 'Vertriebsleiter', department: 'Vertrieb', departmentSize: '21-50' },
};

/**
 * Idempotent additions for the profile screens, also applied to a database seeded before they
 * existed: profile details only where none were entered yet, favourite lists only for a buyer who
 * has none.
 */
export async function seedProfileExtras() {
  for (const [email, profile] of Object.entries(PROFILES)) {
    await db.user.updateMany({ where: { email, jobTitle: '' }, data: profile });
  }
  const buyer = await db.user.findUnique({
    where: { email: 'buyer@demo.fuel' },
    select: { id: true, accountId: true, _count: { select: { favourites: true } } },
  });
  if (!buyer || buyer._count.favourites > 0) return;
  const [products, regions, sellers] = await Promise.all([
    db.product.findMany({ where: { type: 'FUEL' }, select: { id: true, category: true } }),
    db.region.findMany({ select: { id: true, name: true, terminals: { select: { id: true } } } }),
    db.relationship.findMany({ where: { buyerAccountId: buyer.accountId }, select: { sellerAccountId: true } }),
  ]);
  const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
  const south = regions.filter((r) => r.name === 'Süd');
  const north = regions.filter((r) => r.name === 'Nord');
  await db.favourite.createMany({
    data: [
      {
        userId: buyer.id,
        name: 'Heizöl Süd',
        productIds: ids(products.filter((p) => p.category === 'Heizöl')),
        regionIds: ids(south),
        terminalIds: south.flatMap((r) => ids(r.terminals)),
        sellerIds: sellers.map((s) => s.sellerAccountId),
      },
      {
        userId: buyer.id,
        name: 'Diesel Nord',
        productIds: ids(products.filter((p) => p.category === 'Diesel')),
        regionIds: ids(north),
        terminalIds: north.flatMap((r) => ids(r.terminals)),
        sellerIds: sellers.map((s) => s.sellerAccountId).slice(0, 1),
      },
    ],
  });
}
