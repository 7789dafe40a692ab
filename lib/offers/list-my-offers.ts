import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { isLimitedMarket } from '@/lib/market-window/domain/live-market';
import { getPreviousWindow } from '@/lib/market-window/read-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import { offMarketReason } from './domain/off-market';
import { offerDto } from './offer-record';

/**
 * GET /api/offers/mine: the caller's offers that are not removed, newest first, with product,
 * terminal and period names, and each offer's engine price at the current market window (the
 * open-market price buyers without an ACCOUNT rule see; null without a window or when the engine
 * refuses the offer) and, for an active offer buyers cannot see now, `offMarketReason` saying why
 * (./domain/off-market.ts): the market hides nothing its seller cannot find.
 */
export async function listMyOffers(seller: { accountId: number; platformId: string }, now = new Date()) {
  const rows = await db.offer.findMany({
    // Additive offers (containers) have their own list, GET /api/v2/offers/additives.
    where: { sellerAccountId: seller.accountId, status: { not: 'REMOVED' }, unitLitres: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const [products, terminals, periods, prices] = await Promise.all([
    db.product.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.productId))] } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.terminalId))] } }, select: { id: true, name: true } }),
    db.liftingPeriod.findMany({ select: { id: true, name: true } }),
    enginePrices(seller.platformId, rows, now),
  ]);
  const { decimals, timeZone } = brand();
  const market = { now, zone: timeZone, hasWindow: prices.window !== null, limitedMarket: isLimitedMarket(prices.window) };
  const name = (list: { id: number; name: string }[], id: number | null) => list.find((x) => x.id === id)?.name;
  return {
    offers: rows.map((row) => {
      const price = prices.results.get(row.id);
      return {
        ...offerDto(row, {
          product: name(products, row.productId),
          terminal: name(terminals, row.terminalId),
          liftingPeriod: name(periods, row.liftingPeriodId),
        }),
        currentPrice: price?.ok ? price.price.toFixed(decimals) : null,
        offMarketReason: offMarketReason(row, price, market),
      };
    }),
  };
}

async function enginePrices(platformId: string, offers: Parameters<typeof priceOffers>[0], now: Date) {
  const window = offers.length ? await getCurrentWindow(platformId, now) : null;
  if (!window) return { window, results: new Map<number, never>() };
  return { window, results: await priceOffers(offers, { window, previousWindow: await getPreviousWindow(platformId, window) }) };
}

export type MyOfferDto = Awaited<ReturnType<typeof listMyOffers>>['offers'][number];
