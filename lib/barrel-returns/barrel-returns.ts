import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, inTransaction, type Client } from '@/lib/db';
import { brand } from '@/lib/env';
import { containerCount } from '@/lib/format/units';
import { mailRelationshipManagers } from '@/lib/relationships/relationship-mail';
import type { BarrelReturnInput } from './schemas';

/** The buyer sees its last 5 requests (trading-domain 9). */
const BUYER_SHOWS = 5;

const dto = (
  row: {
    id: number;
    buyerAccountId: number;
    sellerAccountId: number;
    productId: number;
    purchaseUnit: string;
    count: number;
    status: string;
    createdAt: Date;
    collectedAt: Date | null;
  },
  names: Map<number, string>,
  products: Map<number, string>,
) => ({
  _id: row.id,
  buyer: { id: row.buyerAccountId, name: names.get(row.buyerAccountId) ?? '' },
  seller: { id: row.sellerAccountId, name: names.get(row.sellerAccountId) ?? '' },
  product: { id: row.productId, name: products.get(row.productId) ?? '' },
  purchaseUnit: row.purchaseUnit,
  count: row.count,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  collectedAt: row.collectedAt?.toISOString() ?? null,
});

/**
 * GET /api/barrel-returns: a buyer's last 5 requests, newest first; a seller's open requests,
 * oldest first, then the last 5 it marked collected.
 */
export async function listBarrelReturns(user: SessionUser) {
  const rows =
    user.accountType === 'BUYER'
      ? await db.barrelReturn.findMany({ where: { buyerAccountId: user.accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: BUYER_SHOWS })
      : [
          ...(await db.barrelReturn.findMany({
            where: { sellerAccountId: user.accountId, status: 'REQUESTED' },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          })),
          ...(await db.barrelReturn.findMany({
            where: { sellerAccountId: user.accountId, status: 'COLLECTED' },
            orderBy: [{ collectedAt: 'desc' }, { id: 'desc' }],
            take: BUYER_SHOWS,
          })),
        ];
  const [accounts, products] = await Promise.all([
    db.account.findMany({ where: { id: { in: rows.flatMap((r) => [r.buyerAccountId, r.sellerAccountId]) } }, select: { id: true, name: true } }),
    db.product.findMany({ where: { id: { in: rows.map((r) => r.productId) } }, select: { id: true, name: true } }),
  ]);
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  const productNames = new Map(products.map((p) => [p.id, p.name]));
  return { barrelReturns: rows.map((row) => dto(row, names, productNames)) };
}

/**
 * POST /api/barrel-returns: the buyer asks a seller it trades additives with to collect empty
 * containers; the seller's relationship managers get an e-mail in the same transaction (the
 * Idempotency-Key's, when `client` is one). A seller without an ENABLED relationship with
 * additives enabled, or a product that is no additive, answers a 400 naming the field.
 */
export async function requestBarrelReturn(user: SessionUser, input: BarrelReturnInput, client: Client = db) {
  return inTransaction(client, async (tx) => {
    const [relationship, product] = await Promise.all([
      tx.relationship.findFirst({
        where: { buyerAccountId: user.accountId, sellerAccountId: input.sellerAccountId, status: 'ENABLED', additivesEnabled: true },
        select: { buyer: { select: { name: true } } },
      }),
      tx.product.findFirst({ where: { id: input.productId, type: 'ADDITIVE' }, select: { name: true } }),
    ]);
    if (!relationship) throw new AppError('validation', 'validation_failed', undefined, { sellerAccountId: 'no_seller_relationship' });
    if (!product) throw new AppError('validation', 'validation_failed', undefined, { productId: 'product_required' });
    const row = await tx.barrelReturn.create({ data: { ...input, buyerAccountId: user.accountId, requestedBy: user.userId } });
    await mailRelationshipManagers(tx, input.sellerAccountId, 'barrel_return_requested', {
      buyerName: relationship.buyer.name,
      containers: containerCount(input.count, input.purchaseUnit, brand().locale)!,
      product: product.name,
    });
    return { _id: row.id, status: row.status };
  });
}

/** PUT /api/barrel-returns/{id}: the seller marks an open request of its own collected; once only (409 after). */
export async function collectBarrelReturn(user: SessionUser, id: number, now = new Date()) {
  const { count } = await db.barrelReturn.updateMany({
    where: { id, sellerAccountId: user.accountId, status: 'REQUESTED' },
    data: { status: 'COLLECTED', collectedAt: now, collectedBy: user.userId },
  });
  if (count === 1) return { _id: id, status: 'COLLECTED' };
  const exists = await db.barrelReturn.findFirst({ where: { id, sellerAccountId: user.accountId }, select: { id: true } });
  throw exists ? new AppError('conflict', 'barrel_return_already_collected') : new AppError('not_found');
}
