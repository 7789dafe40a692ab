import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@/lib/auth/session-user';
import { sessionUserNow } from '@/lib/auth/load-session-user';
import { createAccount, createUser, db } from './factories';
import { createOffer } from './market-factories';

/** The SessionUser a route handler would see for `userId`, for calling use cases directly. */
export async function sessionOf(userId: number): Promise<SessionUser> {
  const user = await sessionUserNow(userId);
  if (!user) throw new Error(`user ${userId} could not sign in`);
  return { ...user, gtcAccepted: true };
}

/** A seller with one FIXED offer at a seeded terminal and product. */
export async function sellerWithOffer(offer: { volume: string; min?: string; max?: string; fixedPrice?: string }) {
  const seller = await createAccount('SELLER');
  const product = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const created = await createOffer(seller.id, {
    productId: product.id,
    terminalId: terminal.id,
    fixedPrice: offer.fixedPrice ?? '100.00',
    totalVolume: offer.volume,
    remainingVolume: offer.volume,
    minOrderQuantity: offer.min ?? '1',
    maxOrderQuantity: offer.max ?? offer.volume,
  });
  return { seller, product, terminal, offer: created };
}

/** An additive seller of 200 l drums at 390.00 each, 1 to 10 per order, `stock` in stock (design 12). */
export async function drumOffer(stock: number) {
  const seller = await createAccount('SELLER', { features: ['productAdditives'] });
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl-Additiv Winterschutz (Fass 200 l)' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const cbm = (units: number) => String((units * 200) / 1000);
  const offer = await db.offer.create({
    data: {
      sellerAccountId: seller.id,
      productId: product.id,
      terminalId: terminal.id,
      priceType: 'FIXED',
      unitLabel: 'Fass',
      unitLitres: 200,
      unitPrice: '390.00',
      unitStock: stock,
      minUnits: 1,
      maxUnits: 10,
      totalVolume: cbm(stock),
      remainingVolume: cbm(stock),
      minOrderQuantity: cbm(1),
      maxOrderQuantity: cbm(10),
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { seller, product, terminal, offer };
}

/** A buyer user whose account trades with `sellerAccountId` (ENABLED, everything released). */
export async function buyerOf(sellerAccountId: number, relationship: { creditLimit?: string } = {}) {
  const user = await createUser({ type: 'BUYER' });
  await db.relationship.create({
    data: {
      buyerAccountId: user.accountId,
      sellerAccountId,
      status: 'ENABLED',
      creditLimitOption: relationship.creditLimit ? 'MANUAL' : 'NONE',
      creditLimit: relationship.creditLimit ?? null,
      creditLimitSource: relationship.creditLimit ? 'MANUAL' : null,
    },
  });
  return sessionOf(user.id);
}

export const newKey = () => `key-${randomUUID()}`;
