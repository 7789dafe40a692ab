import { db, Prisma } from '@/lib/db';
import { createAccount } from './factories';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';

const HOUR = 3_600_000;

/** A seeded fuel product and terminal by name and code (prisma/seed.ts). */
export async function seeded(productName = 'Heizöl EL schwefelarm', terminalCode = 'HH1') {
  const [product, terminal] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: productName } }),
    db.terminal.findFirstOrThrow({ where: { code: terminalCode }, include: { region: true } }),
  ]);
  return { product, terminal };
}

/** A new seller account with a relationship to `buyerAccountId`, releasing all or the listed terminals and products. */
export async function createSellerFor(
  buyerAccountId: number,
  options: { status?: 'NEW' | 'ENABLED' | 'DISABLED' | 'IN_PROCESSING'; terminalIds?: number[]; productIds?: number[] } = {},
) {
  const seller = await createAccount('SELLER');
  await db.relationship.create({
    data: {
      buyerAccountId,
      sellerAccountId: seller.id,
      status: options.status ?? 'ENABLED',
      allTerminals: !options.terminalIds,
      allProducts: !options.productIds,
      terminals: options.terminalIds ? { create: options.terminalIds.map((terminalId) => ({ terminalId })) } : undefined,
      products: options.productIds ? { create: options.productIds.map((productId) => ({ productId })) } : undefined,
    },
  });
  return seller;
}

/** An active fixed-price offer, open now for a day, 100 cbm left, 5-50 cbm per order; override anything. */
export async function createOffer(sellerAccountId: number, data: Partial<Prisma.OfferUncheckedCreateInput> = {}) {
  const { product, terminal } = await seeded();
  const now = Date.now();
  return db.offer.create({
    data: {
      sellerAccountId,
      productId: product.id,
      terminalId: terminal.id,
      status: 'ACTIVE',
      priceType: 'FIXED',
      fixedPrice: new Prisma.Decimal('95.10'),
      totalVolume: new Prisma.Decimal('100'),
      remainingVolume: new Prisma.Decimal('100'),
      minOrderQuantity: new Prisma.Decimal('5'),
      maxOrderQuantity: new Prisma.Decimal('50'),
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 24 * HOUR),
      ...data,
    },
  });
}

/**
 * A clone (limited-market) window covering the next minute (or until `expires`), newer than
 * whatever the market loop issued, so the server prices with it. Remove it with removeWindow
 * right after use.
 */
async function insertCloneWindow(platformId: string, expires?: Date) {
  const latest = await db.marketWindow.findFirst({ where: { platformId }, orderBy: { created: 'desc' } });
  const now = Date.now();
  return db.marketWindow.create({
    data: {
      platformId,
      created: new Date(now - 1_000),
      expires: expires ?? new Date(now + 60_000),
      isClone: true,
      marketChange: new Prisma.Decimal(0),
      prices: (latest?.prices as Prisma.InputJsonValue) ?? [{ symbol: '/GAS', price: '700.00', live: false, timestamp: new Date(now - HOUR).toISOString() }],
    },
  });
}

/**
 * A clone of the platform's current window that ends when it ends, so the server, which takes
 * only a window ending on the settings' boundary as current, prices with the clone. Waits for the
 * next window when this one has less than 15 s left.
 */
export async function cloneCurrentWindow(platformId: string) {
  return insertCloneWindow(platformId, (await awaitLiveWindow(platformId)).expires);
}

/**
 * Waits until the platform's current window is live (no clone) with at least 15 s left, so a burst
 * of calls all meet the same live window rather than a rollover; fails saying so when none comes.
 */
export async function awaitLiveWindow(platformId: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await getCurrentWindow(platformId);
    const left = (current?.expires.getTime() ?? 0) - Date.now();
    if (current && !current.isClone && left > 15_000) return current;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(left, 0), 15_000) + 1_000));
  }
  throw new Error('no live market window with 15 s left');
}

/**
 * Runs `work` while no other test file changes the platform's current market window: tests that
 * insert a window (a clone, the next one) expect theirs to be the newest, and Jest runs files in
 * parallel. A transaction-level advisory lock holds them apart.
 */
export async function withWindowLock<T>(work: () => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      // The database's lock_timeout guards the server's calls; this wait lasts as long as another file's work.
      await tx.$executeRaw`SET LOCAL lock_timeout = '60s'`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('test:market-window'))`;
      return work();
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
}

export async function removeWindow(id: number) {
  await db.marketWindow.deleteMany({ where: { id } });
}

/** Removes the offers and pricing rules of the given sellers. */
export async function removeMarketData(sellerAccountIds: number[]) {
  await db.offer.deleteMany({ where: { sellerAccountId: { in: sellerAccountIds } } });
  await db.priceRule.deleteMany({ where: { sellerAccountId: { in: sellerAccountIds } } });
}
