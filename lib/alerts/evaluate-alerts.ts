import Decimal from 'decimal.js';
import { sql } from '@/lib/db';
import type { PriceAlert } from '@/lib/generated/prisma/client';
import { brand } from '@/lib/env';
import { formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { log } from '@/lib/log';
import { getPreviousWindow, getWindow } from '@/lib/market-window/read-window';
import type { StoredWindow } from '@/lib/market-window/issue-window';
import { priceOffers } from '@/lib/pricing/price-offers';
import { alertMatches, bestPrice, offerFitsAlert } from './domain/match-alert';
import { findBuyableOffers } from '@/lib/market/find-buyable-offers';
import { triggerAlert } from './trigger-alert';

type ActiveAlert = Awaited<ReturnType<typeof activeAlerts>>[number];

/**
 * Listener of the market loop: checks every ACTIVE alert of the window's platform against the
 * new window. Per alert the best (lowest) price of the buyer's buyable offers of that product at
 * that terminal decides; a match triggers the alert once and writes its e-mail. One buyer's
 * failure is logged and does not stop the others.
 */
export async function evaluateAlerts(windowId: number, now = new Date()): Promise<void> {
  if (!brand().flags.priceAlert) return;
  const window = await getWindow(windowId);
  if (!window) return;
  const { platformId } = window;
  const alerts = await activeAlerts(platformId);
  if (alerts.length === 0) return;
  const previousWindow = await getPreviousWindow(platformId, window);
  const names = await loadNames(alerts);
  const byAccount = new Map<number, ActiveAlert[]>();
  for (const alert of alerts) byAccount.set(alert.accountId, [...(byAccount.get(alert.accountId) ?? []), alert]);
  for (const [accountId, accountAlerts] of byAccount) {
    try {
      await evaluateAccount({ accountId, platformId }, accountAlerts, { window, previousWindow, now, names });
    } catch (error) {
      log.error({ err: error, accountId, windowId }, 'price alerts of an account not evaluated');
    }
  }
}

/** The ACTIVE alerts of the platform's accounts that are not blocked. */
async function activeAlerts(platformId: string) {
  const alerts = await sql<Omit<PriceAlert, 'price'> & { price: string }>`
    SELECT p."id", p."userId", p."accountId", p."note", p."price"::text AS "price", p."operator", p."productId", p."terminalId",
      p."liftingPeriodType", p."status", p."triggeredAt", p."createdAt"
    FROM "PriceAlert" p JOIN "Account" a ON a."id" = p."accountId"
    WHERE p."status" = 'ACTIVE' AND a."platformId" = ${platformId} AND NOT a."blocked"
    ORDER BY p."id"`;
  return alerts.map((a) => ({
    ...a,
    price: new Decimal(a.price),
    liftingPeriodType: a.liftingPeriodType === 'PROMPT' ? ('PROMPT' as const) : ('ALL' as const),
  }));
}

interface Names {
  users: Map<number, { email: string; firstName: string }>;
  products: Map<number, string>;
  terminals: Map<number, string>;
}

async function loadNames(alerts: ActiveAlert[]): Promise<Names> {
  const ids = (pick: (a: ActiveAlert) => number) => [...new Set(alerts.map(pick))];
  const [users, products, terminals] = await Promise.all([
    sql<{ id: number; email: string; firstName: string }>`SELECT "id", "email", "firstName" FROM "User" WHERE "id" = ANY(${ids((a) => a.userId)}::int[])`,
    sql<{ id: number; name: string }>`SELECT "id", "name" FROM "Product" WHERE "id" = ANY(${ids((a) => a.productId)}::int[])`,
    sql<{ id: number; name: string }>`SELECT "id", "name" FROM "Terminal" WHERE "id" = ANY(${ids((a) => a.terminalId)}::int[])`,
  ]);
  return {
    users: new Map(users.map((u) => [u.id, u])),
    products: new Map(products.map((p) => [p.id, p.name])),
    terminals: new Map(terminals.map((t) => [t.id, t.name])),
  };
}

async function evaluateAccount(
  buyer: { accountId: number; platformId: string },
  alerts: ActiveAlert[],
  context: { window: StoredWindow; previousWindow: StoredWindow | null; now: Date; names: Names },
) {
  const { window, previousWindow, now, names } = context;
  const [byBuyer, promptPeriods] = await Promise.all([
    findBuyableOffers({ accountIds: [buyer.accountId], platformId: buyer.platformId }, window, now, {
      productIds: [...new Set(alerts.map((a) => a.productId))],
      terminalIds: [...new Set(alerts.map((a) => a.terminalId))],
    }),
    sql<{ id: number }>`SELECT "id" FROM "LiftingPeriod" WHERE "code" = 'PROMPT'`,
  ]);
  const buyable = byBuyer.get(buyer.accountId) ?? [];
  if (buyable.length === 0) return;
  const prompt = new Set(promptPeriods.map((p) => p.id));
  const offers = buyable.map((o) => ({ ...o, prompt: o.liftingPeriodId !== null && prompt.has(o.liftingPeriodId) }));
  const prices = await priceOffers(offers, { window, previousWindow, buyerAccountId: buyer.accountId });
  const { currency, decimals, locale } = brand();
  const money = (value: Decimal) => `${formatPrice(value, locale, decimals)} ${priceUnitLabel(currency)}`;
  for (const alert of alerts) {
    const priced = offers
      .filter((o) => offerFitsAlert(alert, o))
      .flatMap((o) => {
        const result = prices.get(o.id);
        return result?.ok ? [result.price] : [];
      });
    const best = bestPrice(priced);
    const user = names.users.get(alert.userId);
    if (!best || !user || !alertMatches(alert, best)) continue;
    const triggered = await triggerAlert(
      alert.id,
      user.email,
      {
        firstName: user.firstName,
        product: names.products.get(alert.productId) ?? '',
        terminal: names.terminals.get(alert.terminalId) ?? '',
        operator: alert.operator,
        alertPrice: money(alert.price),
        bestPrice: money(best),
        note: alert.note,
      },
      now,
    );
    if (triggered) log.info({ alertId: alert.id, windowId: window.id, price: best.toString() }, 'price alert triggered');
  }
}
