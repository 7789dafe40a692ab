import Decimal from 'decimal.js';
import { db } from '@/lib/db';
import { brand } from '@/lib/env';
import { formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { log } from '@/lib/log';
import { getPreviousWindow } from '@/lib/market-window/get-previous-window';
import { toStored, type StoredWindow } from '@/lib/market-window/issue-window';
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
  const row = await db.marketWindow.findUnique({ where: { id: windowId } });
  if (!row) return;
  const window = toStored(row);
  const alerts = await activeAlerts(row.platformId);
  if (alerts.length === 0) return;
  const previousWindow = await getPreviousWindow(row.platformId, window);
  const names = await loadNames(alerts);
  const byAccount = new Map<number, ActiveAlert[]>();
  for (const alert of alerts) byAccount.set(alert.accountId, [...(byAccount.get(alert.accountId) ?? []), alert]);
  for (const [accountId, accountAlerts] of byAccount) {
    try {
      await evaluateAccount({ accountId, platformId: row.platformId }, accountAlerts, { window, previousWindow, now, names });
    } catch (error) {
      log.error({ err: error, accountId, windowId }, 'price alerts of an account not evaluated');
    }
  }
}

async function activeAlerts(platformId: string) {
  const alerts = await db.priceAlert.findMany({ where: { status: 'ACTIVE' } });
  if (alerts.length === 0) return [];
  const accounts = await db.account.findMany({
    where: { id: { in: [...new Set(alerts.map((a) => a.accountId))] }, platformId, blocked: false },
    select: { id: true },
  });
  const onPlatform = new Set(accounts.map((a) => a.id));
  return alerts
    .filter((a) => onPlatform.has(a.accountId))
    .map((a) => ({
      ...a,
      price: new Decimal(a.price.toString()),
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
    db.user.findMany({ where: { id: { in: ids((a) => a.userId) } }, select: { id: true, email: true, firstName: true } }),
    db.product.findMany({ where: { id: { in: ids((a) => a.productId) } }, select: { id: true, name: true } }),
    db.terminal.findMany({ where: { id: { in: ids((a) => a.terminalId) } }, select: { id: true, name: true } }),
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
  const [{ offers: buyable }, promptPeriods] = await Promise.all([
    findBuyableOffers(buyer, window, now, {
      productIds: [...new Set(alerts.map((a) => a.productId))],
      terminalIds: [...new Set(alerts.map((a) => a.terminalId))],
    }),
    db.liftingPeriod.findMany({ where: { code: 'PROMPT' }, select: { id: true } }),
  ]);
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
