import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import type { SessionUser } from '@/lib/auth/session-user';
import { db, sql } from '@/lib/db';
import { brand } from '@/lib/env';
import { getCurrentWindow } from '@/lib/market-window/get-current-window';
import { startOfPurchaseDay } from '@/lib/orders/domain/check-order';
import { loadPricingContext } from '@/lib/pricing/price-offers';
import { allowedVolume, withinTriggerTimes } from './domain/trigger-rules';
import { priceTrigger } from './price-trigger';

/**
 * GET /api/triggers/contracts: a buyer's contracts with the live trigger price of each product at
 * the current window, the volume left, today's triggers left and whether it may trigger now (and
 * if not, why); a seller's contracts it wrote with what was triggered and how many wait for it.
 */
export async function listTriggerContracts(user: SessionUser, now = new Date()) {
  if (user.accountType !== 'BUYER' && user.accountType !== 'SELLER') throw new AppError('forbidden', 'forbidden');
  const buyer = user.accountType === 'BUYER';
  const contracts = await db.triggerContract.findMany({
    where: buyer ? { buyerAccountId: user.accountId } : { sellerAccountId: user.accountId },
    include: { products: true },
    orderBy: [{ month: 'desc' }, { id: 'desc' }],
  });
  const { timeZone } = brand();
  const ids = contracts.map((c) => c.id);
  const usage = await sql<{ contractId: number; month: string | null; today: number; pending: number }>`
    SELECT "contractId", sum("quantity") FILTER (WHERE "status" <> 'CANCELLED') AS "month",
           count(*) FILTER (WHERE "status" <> 'CANCELLED' AND "created" >= ${startOfPurchaseDay(now, timeZone)}::timestamp)::int AS "today",
           count(*) FILTER (WHERE "status" = 'PENDING')::int AS "pending"
    FROM "TriggerOrder" WHERE "contractId" = ANY(${ids}::int[]) GROUP BY "contractId"`;
  const [accounts, products, relationships, window] = await Promise.all([
    db.account.findMany({ where: { id: { in: contracts.flatMap((c) => [c.buyerAccountId, c.sellerAccountId]) } }, select: { id: true, name: true } }),
    db.product.findMany({ where: { id: { in: contracts.flatMap((c) => c.products.map((p) => p.productId)) } }, select: { id: true, name: true } }),
    db.relationship.findMany({
      where: { buyerAccountId: { in: contracts.map((c) => c.buyerAccountId) }, sellerAccountId: { in: contracts.map((c) => c.sellerAccountId) } },
    }),
    buyer ? getCurrentWindow(user.platformId, now) : null,
  ]);
  const context = window && contracts.length ? await loadPricingContext(window, [...new Set(contracts.map((c) => c.sellerAccountId))]) : null;
  const name = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  return {
    windowId: window?.id ?? null,
    contracts: contracts.map((c) => {
      const used = usage.find((u) => u.contractId === c.id);
      const remaining = allowedVolume(new Decimal(c.monthlyVolume), new Decimal(c.flexibility)).minus(used?.month ?? 0);
      const linked = relationships.some((r) => r.buyerAccountId === c.buyerAccountId && r.sellerAccountId === c.sellerAccountId && r.status === 'ENABLED');
      const times = { weekdays: c.weekdays, from: c.timeFrom, to: c.timeTo };
      const triggersLeft = Math.max(0, c.dailyCount - (used?.today ?? 0));
      const blocked = !linked
        ? 'trigger_trading_not_permitted'
        : !withinTriggerTimes(times, now, timeZone)
          ? 'trigger_outside_times'
          : triggersLeft === 0
            ? 'trigger_daily_limit_reached'
            : remaining.lessThan(c.orderMin)
              ? 'trigger_monthly_volume_used_up'
              : null;
      return {
        _id: c.id,
        ekkNumber: c.ekkNumber,
        month: c.month,
        seller: { id: c.sellerAccountId, name: name(accounts, c.sellerAccountId) },
        buyer: { id: c.buyerAccountId, name: name(accounts, c.buyerAccountId) },
        terminalId: c.terminalId,
        products: c.products.map((p) => {
          const priced = context && priceTrigger(context, c, p.productId, c.buyerAccountId);
          return { id: p.productId, name: name(products, p.productId), percent: p.percent.toString(), price: priced?.ok ? priced.price.toFixed() : null };
        }),
        bundle: c.products.length > 1,
        monthlyVolume: c.monthlyVolume.toString(),
        flexibility: c.flexibility.toString(),
        orderMin: c.orderMin.toString(),
        orderMax: c.orderMax.toString(),
        triggered: new Decimal(used?.month ?? 0).toString(),
        remaining: Decimal.max(remaining, 0).toString(),
        triggerTimes: times,
        dailyCount: c.dailyCount,
        triggersLeftToday: triggersLeft,
        pendingOrders: used?.pending ?? 0,
        priceBasis: {
          iceMonth: c.iceMonth,
          premium: c.premium.toString(),
          premiumUnit: c.premiumUnit,
          conversionFactor: c.conversionFactor?.toString() ?? null,
        },
        comment: c.comment,
        version: c.version,
        ...(buyer && { canTrigger: blocked === null, blockedBy: blocked }),
      };
    }),
  };
}
