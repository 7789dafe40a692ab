import { db, Prisma } from '@/lib/db';
import { createAccount, demoPlatformId } from './factories';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { issuerLockName } from '@/lib/market-window/issue-window';
import { listMarketOffers, type MarketAnswer } from '@/lib/market/list-market-offers';

const HOUR = 3_600_000;

/** A seeded fuel product and terminal by name and code (prisma/seed.ts). */
export async function seeded(productName = 'Heizöl EL schwefelarm', terminalCode = 'HH1') {
  const [product, terminal] = await Promise.all([
    db.product.findFirstOrThrow({ where: { name: productName } }),
    db.terminal.findFirstOrThrow({ where: { code: terminalCode }, include: { region: true } }),
  ]);
  return { product, terminal };
}

/** A new seller account with a relationship to each of `buyerAccountIds`, releasing all or the listed terminals and products. */
export async function createSellerFor(
  buyerAccountIds: number | number[],
  options: { status?: 'NEW' | 'ENABLED' | 'DISABLED' | 'IN_PROCESSING'; terminalIds?: number[]; productIds?: number[] } = {},
) {
  const seller = await createAccount('SELLER');
  for (const buyerAccountId of [buyerAccountIds].flat()) {
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
  }
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

/** The current window of the platform once it is live (no clone); fails saying so when none comes. */
async function liveWindow(platformId: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await getCurrentWindow(platformId);
    if (current && !current.isClone) return current;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('no live market window');
}

/**
 * Runs `work` while no other test file changes the platform's current market window: tests that
 * insert a window (a clone, the next one) expect theirs to be the newest. A transaction-level
 * advisory lock holds them apart; the files that take it run alone (scripts/lib/jest-groups.ts).
 */
export async function withWindowLock<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      // The database's lock_timeout guards the server's calls; this wait lasts as long as another file's work.
      await tx.$executeRaw`SET LOCAL lock_timeout = '60s'`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('test:market-window'))`;
      return work(tx);
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
}

/** Time enough for the servers to hear a NOTIFY of the test's window on a busy machine. */
const NOTIFY_MS = 300;
/** Longer than any test's work: the window must not end under it. */
const OWN_WINDOW_MS = 5 * 60_000;

interface WindowContent {
  isClone: boolean;
  marketChange: Prisma.Decimal;
  prices: { symbol: string; price: string; live: boolean; timestamp: string }[];
}

/**
 * Runs `work` with a window of the test's own as the platform's current one (`content` maps the
 * current live window's content to the test's), and removes it after. Meanwhile the test holds
 * the issuers' advisory lock, as another instance issuing would, and the window ends off the
 * servers' grid of window ends: a server asked for the window finds the covering one does not fit
 * its settings, cannot issue one (the lock) and serves the newest, the test's. So no rollover comes
 * in the middle of `work`, whenever it runs, and the test never waits for one. Once the lock is
 * released, the next server to look issues a window from the current quotes.
 */
export async function withOwnWindow<T>(
  platformId: string,
  content: (current: WindowContent) => WindowContent,
  work: (window: { id: number; created: Date; expires: Date }) => Promise<T>,
): Promise<T> {
  return withWindowLock(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${issuerLockName(platformId)}))`;
    const current = await liveWindow(platformId);
    // Newer than whatever a server issued (the newest may be younger than half a second: its start
    // is a millisecond later), and its quotes as fresh as a window issued now has them.
    // Windows dated ahead (files with a clock of their own leave them) are no server's.
    const newest = await tx.marketWindow.findFirst({
      where: { platformId, created: { lte: new Date() } },
      orderBy: { created: 'desc' },
      select: { created: true },
    });
    const created = new Date(Math.max(Date.now() - 500, (newest?.created.getTime() ?? 0) + 1));
    const prices = current.prices.map((p) => ({ symbol: p.symbol, price: p.price.toString(), live: p.live, timestamp: created.toISOString() }));
    const window = await db.marketWindow.create({
      data: {
        platformId,
        created,
        // Half a second past a whole second: never the end of a window the servers issue.
        expires: new Date(Math.floor(Date.now() / 1000) * 1000 + OWN_WINDOW_MS + 500),
        ...content({ isClone: current.isClone, marketChange: new Prisma.Decimal(current.marketChange.toString()), prices }),
      },
    });
    // The servers keep the current window until a NOTIFY tells them of a change: it arrives within milliseconds.
    const heard = () => new Promise((resolve) => setTimeout(resolve, NOTIFY_MS));
    await heard();
    try {
      return await work(window);
    } finally {
      await db.marketWindow.delete({ where: { id: window.id } });
      await heard();
    }
  });
}

/** Runs `work` in a live window of the test's own on the demo platform, a copy of the current one: calls of `work` meet one window, never a rollover. */
export const withLiveWindow = async <T>(work: (window: { id: number; created: Date; expires: Date }) => Promise<T>) =>
  withOwnWindow(await demoPlatformId(), (current) => current, work);

/** A clone (limited market) of the current window's content. */
export const asClone = (current: WindowContent): WindowContent => ({ ...current, isClone: true, marketChange: new Prisma.Decimal(0) });

/** Removes the offers and pricing rules of the given sellers. */
export async function removeMarketData(sellerAccountIds: number[]) {
  await db.offer.deleteMany({ where: { sellerAccountId: { in: sellerAccountIds } } });
  await db.priceRule.deleteMany({ where: { sellerAccountId: { in: sellerAccountIds } } });
}

/** The market answer listMarketOffers writes, read back as a client reads it. */
export async function marketOf(...args: Parameters<typeof listMarketOffers>): Promise<MarketAnswer> {
  return JSON.parse((await listMarketOffers(...args)).json.toString()) as MarketAnswer;
}
