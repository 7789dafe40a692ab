import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { DateTime } from 'luxon';
import { BRANDS } from '@/brands';
import { db } from '@/lib/db';
import { triggerAmounts } from '@/lib/triggers/domain/trigger-amounts';
import { liftingDays, nearestTriggerMonth, periodWithinMonth, splitBundle } from '@/lib/triggers/domain/trigger-rules';

const DAY_MS = 86_400_000;

/** Past triggers of a month's contracts: days before the seed, cbm (a bundle's total), price per 100L15, status. */
const PAST_TRIGGERS = [
  { contract: 'diesel', daysAgo: 4, quantity: '40', price: '118.35', status: 'CONFIRMED' },
  { contract: 'bundle', daysAgo: 3, quantity: '20', price: '131.20', status: 'CONFIRMED' },
  { contract: 'diesel', daysAgo: 2, quantity: '30', price: '117.80', status: 'CONFIRMED' },
  { contract: 'diesel', daysAgo: 1, quantity: '25', price: '119.10', status: 'PENDING' },
] as const;

/**
 * Nordsee's trigger desk with Heizöl Müller (design 7), run on every start of the demo so it stays
 * triggerable: a diesel contract and a mogas bundle for the nearest month a trigger can lift in
 * from today on (this month, or in its last days the next: nearestTriggerMonth), Monday to Friday
 * 08:00-18:00, 3 triggers a day, with four past triggers, one waiting for Nordsee. A month that
 * has them keeps them; earlier months' contracts stay as the history they are. Only where the
 * brand has triggers. Returns the month's two contracts.
 */
export async function seedDemoTriggers(now = new Date()) {
  const brand = BRANDS[process.env.BRAND ?? 'fuelmarket'] ?? BRANDS.fuelmarket;
  if (!brand.flags.triggers) return [];
  const [seller, buyer, periods, terminal, products] = await Promise.all([
    db.account.findFirst({ where: { name: 'Nordsee Mineralöl AG' }, select: { id: true } }),
    db.user.findUnique({ where: { email: 'buyer@demo.fuel' }, select: { id: true, accountId: true, account: { select: { platformId: true } } } }),
    db.liftingPeriod.findMany({ select: { id: true, code: true, startDays: true, endDays: true }, orderBy: { id: 'asc' } }),
    db.terminal.findFirst({ where: { code: 'HH1' }, select: { id: true } }),
    db.product.findMany({ where: { name: { in: ['Diesel B7', 'Super E5', 'Super E10'] } }, select: { id: true, name: true } }),
  ]);
  if (!seller || !buyer || !terminal || !periods.length || products.length < 3) return [];
  const month = nearestTriggerMonth(periods, now, brand.timeZone);
  const ekk = (n: string) => `EKK-${month}-${n}`;
  const existing = await db.triggerContract.findMany({
    where: { sellerAccountId: seller.id, buyerAccountId: buyer.accountId, month, ekkNumber: { in: [ekk('0815'), ekk('0816')] } },
    include: { products: { orderBy: { productId: 'asc' } } },
    orderBy: { ekkNumber: 'asc' },
  });
  if (existing.length) return existing;

  const product = (name: string) => products.find((p) => p.name === name)!.id;
  const common = {
    sellerAccountId: seller.id,
    buyerAccountId: buyer.accountId,
    terminalId: terminal.id,
    month,
    weekdays: [1, 2, 3, 4, 5],
    timeFrom: '08:00',
    timeTo: '18:00',
    dailyCount: 3,
    iceMonth: 0,
  };
  const diesel = await db.triggerContract.create({
    data: {
      ...common,
      ekkNumber: ekk('0815'),
      monthlyVolume: '300',
      flexibility: '10',
      orderMin: '5',
      orderMax: '100',
      premium: '2.40',
      products: { create: [{ productId: product('Diesel B7'), percent: '100' }] },
    },
    include: { products: { orderBy: { productId: 'asc' } } },
  });
  const bundle = await db.triggerContract.create({
    data: {
      ...common,
      ekkNumber: ekk('0816'),
      monthlyVolume: '200',
      orderMin: '10',
      orderMax: '80',
      premium: '18.00',
      premiumUnit: 'EUR/CUBIC_METRE',
      comment: 'Mogas-Bündel Super E5/E10',
      products: {
        create: [
          { productId: product('Super E5'), percent: '60' },
          { productId: product('Super E10'), percent: '40' },
        ],
      },
    },
    include: { products: { orderBy: { productId: 'asc' } } },
  });

  const vat = await db.vatRate.findFirst({ where: { platformId: buyer.account.platformId }, orderBy: { id: 'asc' }, select: { rate: true } });
  const vatRate = new Decimal(vat?.rate.toString() ?? '0');
  for (const past of PAST_TRIGGERS) {
    const contract = past.contract === 'diesel' ? diesel : bundle;
    const created = new Date(now.getTime() - past.daysAgo * DAY_MS);
    const { period, days } = collectionWindow(periods, month, created, brand.timeZone);
    const split = splitBundle(
      new Decimal(past.quantity),
      contract.products.map((p) => ({ productId: p.productId, percent: p.percent.toString() })),
    ).map((item) => ({ productId: item.productId, quantity: item.quantity.toFixed(), price: past.price }));
    const amounts = triggerAmounts(split, vatRate);
    const order = await db.triggerOrder.create({
      data: {
        orderNumber: `seed-${randomUUID()}`,
        contractId: contract.id,
        buyerAccountId: buyer.accountId,
        buyerUserId: buyer.id,
        sellerAccountId: seller.id,
        status: past.status,
        quantity: past.quantity,
        liftingPeriodId: period.id,
        liftingStart: new Date(`${days.start}T00:00:00Z`),
        liftingEnd: new Date(`${days.end}T00:00:00Z`),
        pickupStart: contract.products.length > 1 ? new Date(`${days.start}T00:00:00Z`) : null,
        windowId: 0,
        net: amounts.net.toFixed(2),
        vatRate: vatRate.toFixed(2),
        vat: amounts.vat.toFixed(2),
        gross: amounts.gross.toFixed(2),
        currency: brand.currency,
        created,
        items: {
          create: split.map((item, i) => ({
            ...item,
            net: amounts.items[i].net.toFixed(2),
            vat: amounts.items[i].vat.toFixed(2),
            gross: amounts.items[i].gross.toFixed(2),
            breakdown: [],
          })),
        },
      },
    });
    // Numbered as a trigger of the platform is: its id, 7 digits.
    await db.triggerOrder.update({ where: { id: order.id }, data: { orderNumber: `${buyer.account.platformId}-T-${String(order.id).padStart(7, '0')}` } });
  }
  return [diesel, bundle];
}

/**
 * The lifting period a past trigger chose and the days it fixed, within the contract month: the
 * first period that lay within it on the day of the trigger, or (a trigger placed before the
 * month came close) the month's first days under the shortest period.
 */
function collectionWindow(periods: { id: number; startDays: number; endDays: number }[], month: string, created: Date, zone: string) {
  const fitting = periods.find((p) => periodWithinMonth(p, month, created, zone));
  if (fitting) return { period: fitting, days: liftingDays(fitting, created, zone) };
  const shortest = [...periods].sort((a, b) => a.endDays - a.startDays - (b.endDays - b.startDays))[0];
  const first = DateTime.fromISO(`${month}-01`);
  return { period: shortest, days: { start: first.toISODate()!, end: first.plus({ days: shortest.endDays - shortest.startDays }).toISODate()! } };
}
