import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { log } from '@/lib/log';
import { findBuyableOffers } from '@/lib/market/find-buyable-offers';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { getPreviousWindow } from '@/lib/market-window/get-previous-window';
import { toStored, type StoredWindow } from '@/lib/market-window/issue-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import { matchTargetOrders, type OpenTargetOrder, type PricedOffer } from './domain/match-target-orders';
import { todayIn } from './domain/valid-until';
import { fillTargetOrder, type FillOutcome } from './fill-target-order';

/**
 * Listener of the market loop, beside the price alerts: at each window's issue, expires the
 * orders whose last day has ended, then matches every standing target order of the window's
 * platform and fills the matches one by one in price-time priority (design 13). Never on a clone
 * window (limited market), and only while the window is the current one. `only` narrows to some
 * orders: the one just placed. One fill's failure is logged and does not stop the others.
 */
export async function evaluateTargetOrders(windowId: number, now = new Date(), only?: number[]): Promise<FillOutcome[]> {
  const row = await db.marketWindow.findUnique({ where: { id: windowId } });
  if (!row) return [];
  const window = toStored(row);
  await expireTargetOrders(row.platformId, now);
  if (window.isClone || now < window.created || now >= window.expires) return [];
  const orders = await standingOrders(row.platformId, now, only);
  if (orders.length === 0) return [];
  const previousWindow = await getPreviousWindow(row.platformId, window);
  const byAccount = new Map<number, typeof orders>();
  for (const order of orders) byAccount.set(order.accountId, [...(byAccount.get(order.accountId) ?? []), order]);
  const open: OpenTargetOrder[] = [];
  for (const [accountId, accountOrders] of byAccount) {
    const candidates = await pricedOffers({ accountId, platformId: row.platformId }, accountOrders, window, previousWindow, now);
    open.push(...accountOrders.map((o) => ({ ...o, candidates })));
  }
  const outcomes: FillOutcome[] = [];
  for (const match of matchTargetOrders(open)) {
    try {
      const outcome = await fillTargetOrder(match.targetOrderId, match, windowId, now);
      outcomes.push(outcome);
      log.info({ targetOrderId: match.targetOrderId, offerId: match.offerId, windowId, ...outcome }, 'target order matched');
    } catch (error) {
      log.error({ err: error, targetOrderId: match.targetOrderId, windowId }, 'target order not filled');
    }
  }
  return outcomes;
}

/** A target order just placed is matched at once against the current window, as if the buyer had bought. */
export async function matchPlacedTargetOrder(platformId: string, targetOrderId: number, now = new Date()) {
  const window = await getCurrentWindow(platformId, now);
  return window ? evaluateTargetOrders(window.id, now, [targetOrderId]) : [];
}

/** Every standing order whose last day has ended in the brand's zone is EXPIRED (its fills stay). */
async function expireTargetOrders(platformId: string, now: Date) {
  const accounts = await db.account.findMany({ where: { platformId, type: 'BUYER' }, select: { id: true } });
  await db.targetOrder.updateMany({
    where: {
      status: { in: ['OPEN', 'PARTLY_FILLED', 'SUSPENDED'] },
      validUntil: { lt: todayIn(now, brand().timeZone) },
      accountId: { in: accounts.map((a) => a.id) },
    },
    data: { status: 'EXPIRED', version: { increment: 1 }, updatedAt: now },
  });
}

async function standingOrders(platformId: string, now: Date, only?: number[]) {
  const accounts = await db.account.findMany({ where: { platformId, type: 'BUYER', blocked: false }, select: { id: true } });
  const rows = await db.targetOrder.findMany({
    where: {
      status: { in: ['OPEN', 'PARTLY_FILLED'] },
      validUntil: { gte: todayIn(now, brand().timeZone) },
      accountId: { in: accounts.map((a) => a.id) },
      ...(only && { id: { in: only } }),
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    createdAt: r.createdAt,
    productId: r.productId,
    terminalIds: r.terminalIds,
    sellerAccountIds: r.sellerAccountIds,
    liftingPeriodId: r.liftingPeriodId,
    volume: new Decimal(r.volume.toString()),
    filledVolume: new Decimal(r.filledVolume.toString()),
    partFills: r.partFills,
    minPart: r.minPart === null ? null : new Decimal(r.minPart.toString()),
    limitPrice: new Decimal(r.limitPrice.toString()),
  }));
}

/** The buyer's buyable offers of the orders' products, at the buyer's own prices in this window (as its market shows them). */
async function pricedOffers(
  buyer: { accountId: number; platformId: string },
  orders: { productId: number }[],
  window: StoredWindow,
  previousWindow: StoredWindow | null,
  now: Date,
): Promise<PricedOffer[]> {
  const { offers } = await findBuyableOffers(buyer, window, now, { productIds: [...new Set(orders.map((o) => o.productId))] });
  const fuel = offers.filter((o) => o.unitLitres === null);
  const prices = await priceOffers(fuel, { window, previousWindow, buyerAccountId: buyer.accountId });
  return fuel.flatMap((o) => {
    const priced = prices.get(o.id);
    if (!priced?.ok) return [];
    return [
      {
        id: o.id,
        sellerAccountId: o.sellerAccountId,
        productId: o.productId,
        terminalId: o.terminalId,
        liftingPeriodId: o.liftingPeriodId,
        price: priced.price,
        createdAt: o.createdAt,
        remaining: new Decimal(o.remainingVolume.toString()),
        min: new Decimal(o.minOrderQuantity.toString()),
        max: new Decimal(o.maxOrderQuantity.toString()),
      },
    ];
  });
}
