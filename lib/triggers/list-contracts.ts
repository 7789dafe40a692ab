import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { loadPricingContext } from '@/lib/pricing/price-offers';
import { availableVolume, checkTrigger } from './domain/trigger-rules';
import { priceTrigger } from './price-trigger';
import { readTriggerUsage, tradingFacts } from './trigger-state';

/**
 * GET /api/triggers/contracts: a buyer's contracts with the live trigger price of each product at
 * the current window, the volume left, today's triggers left and whether it may trigger now (and
 * if not, why: the trigger's own rules on the same facts, without a request); a seller's
 * contracts it wrote with what was triggered and how many wait for it.
 */
export async function listTriggerContracts(user: SessionUser, now = new Date()) {
  if (user.accountType !== 'BUYER' && user.accountType !== 'SELLER') throw new AppError('forbidden', 'forbidden');
  const buyer = user.accountType === 'BUYER';
  const contracts = await db.triggerContract.findMany({
    where: buyer ? { buyerAccountId: user.accountId } : { sellerAccountId: user.accountId },
    include: { products: { orderBy: { productId: 'asc' } } },
    orderBy: [{ month: 'desc' }, { id: 'desc' }],
  });
  const [usage, accounts, products, terminals, relationships, window, liftingPeriods] = await Promise.all([
    readTriggerUsage(
      sql,
      contracts.map((c) => c.id),
      now,
    ),
    db.account.findMany({
      where: { id: { in: contracts.flatMap((c) => [c.buyerAccountId, c.sellerAccountId]) } },
      select: { id: true, name: true, blocked: true, releasedForTrading: true },
    }),
    db.product.findMany({ where: { id: { in: contracts.flatMap((c) => c.products.map((p) => p.productId)) } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: contracts.map((c) => c.terminalId) } }, select: { id: true, name: true } }),
    db.relationship.findMany({
      where: { buyerAccountId: { in: contracts.map((c) => c.buyerAccountId) }, sellerAccountId: { in: contracts.map((c) => c.sellerAccountId) } },
      select: { buyerAccountId: true, sellerAccountId: true, status: true },
    }),
    buyer ? getCurrentWindow(user.platformId, now) : null,
    // The checkout offers those that lie within the contract month; with none the button is off.
    db.liftingPeriod.findMany({ select: { startDays: true, endDays: true } }),
  ]);
  const context = window && contracts.length ? await loadPricingContext(window, [...new Set(contracts.map((c) => c.sellerAccountId))]) : null;
  const account = (id: number) => accounts.find((a) => a.id === id)!;
  const name = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  return {
    windowId: window?.id ?? null,
    contracts: contracts.map((c) => {
      const used = usage.find((u) => u.contractId === c.id)!;
      const relationship = relationships.find((r) => r.buyerAccountId === c.buyerAccountId && r.sellerAccountId === c.sellerAccountId);
      const trading = tradingFacts(user, account(c.buyerAccountId), account(c.sellerAccountId), relationship?.status, window);
      const blocked = buyer ? checkTrigger({ now, zone: brand().timeZone, trading, contract: c, used, request: null, liftingPeriods }) : null;
      return {
        _id: c.id,
        ekkNumber: c.ekkNumber,
        month: c.month,
        seller: { id: c.sellerAccountId, name: account(c.sellerAccountId).name },
        buyer: { id: c.buyerAccountId, name: account(c.buyerAccountId).name },
        terminal: { id: c.terminalId, name: name(terminals, c.terminalId) },
        products: c.products.map((p) => {
          const priced = context && priceTrigger(context, c, p.productId, c.buyerAccountId);
          return { id: p.productId, name: name(products, p.productId), percent: p.percent.toString(), price: priced?.ok ? priced.price.toFixed() : null };
        }),
        bundle: c.products.length > 1,
        monthlyVolume: c.monthlyVolume.toString(),
        flexibility: c.flexibility.toString(),
        orderMin: c.orderMin.toString(),
        orderMax: c.orderMax.toString(),
        triggered: new Decimal(used.volume).toString(),
        remaining: Decimal.max(availableVolume(c, used.volume), 0).toString(),
        triggerTimes: { weekdays: c.weekdays, from: c.timeFrom, to: c.timeTo },
        dailyCount: c.dailyCount,
        triggersLeftToday: Math.max(0, c.dailyCount - used.today),
        pendingOrders: used.pending,
        priceBasis: {
          iceMonth: c.iceMonth,
          premium: c.premium.toString(),
          premiumUnit: c.premiumUnit,
          conversionFactor: c.conversionFactor?.toString() ?? null,
        },
        comment: c.comment,
        version: c.version,
        // Why the buyer user may not trigger now: the refusal's key and its data (the texts name the cause).
        ...(buyer && { canTrigger: blocked === null, blockedBy: blocked?.key ?? null, blockedData: blocked && 'data' in blocked ? blocked.data : null }),
      };
    }),
  };
}
