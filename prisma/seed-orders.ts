import Decimal from 'decimal.js';
import { db, Prisma } from '@/lib/db';
import { containerAmounts } from '@/lib/additives/domain/containers';
import { purchaseUnitOf } from '@/lib/format/units';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';

/**
 * A year of order history for the demo buyers and sellers, so the statistics, the order history
 * and the dashboard show something believable: heating oil peaks in autumn and winter, diesel
 * runs steady, petrol sells more in summer; prices follow a random walk per category.
 * Deterministic (seeded PRNG) and idempotent: skipped when the demo buyers already have orders
 * older than RECENT_DAYS (real checkouts are always "now", so only this seed writes old orders).
 */
const DAYS = 365;
const RECENT_DAYS = 35;

const BUYERS = [
  // name, users (by e-mail), orders per working day, first and last day of trading (days ago), sellers
  {
    name: 'Heizöl Müller GmbH',
    users: ['buyer@demo.fuel', 'disponent@demo.fuel', 'admin@demo.fuel'],
    perDay: 10,
    since: DAYS,
    sellers: ['Nordsee Mineralöl AG', 'Rhein Energie Handel GmbH'],
  },
  // Bought from Rhein Energie until it ended that relationship 40 days ago; its request to Nordsee waits (prisma/seed.ts).
  { name: 'Tankstellen Nord KG', users: ['buyer2@demo.fuel'], perDay: 6.5, since: 230, until: 40, sellers: ['Rhein Energie Handel GmbH'] },
  { name: 'Agrar Handel Süd eG', users: ['twofactor@demo.fuel'], perDay: 4, since: DAYS, sellers: ['Nordsee Mineralöl AG'] },
  { name: 'Müller Filiale Pforzheim', users: ['filiale@demo.fuel'], perDay: 3.5, since: 300, sellers: ['Nordsee Mineralöl AG'] },
] as const;

const SELLER_TERMINALS: Record<string, string[]> = {
  'Nordsee Mineralöl AG': ['HH1', 'KA1', 'IN1', 'LE1'],
  'Rhein Energie Handel GmbH': ['DU1', 'KA1'],
};

type Category = 'Heizöl' | 'Diesel' | 'Benzin' | 'Additive';
/** Start, floor and ceiling of the price walk per 100 L at 15 °C, EUR. */
const PRICE_BAND: Record<Exclude<Category, 'Additive'>, [number, number, number]> = {
  Heizöl: [86, 72, 100],
  Diesel: [126, 110, 140],
  Benzin: [142, 126, 158],
};
/**
 * About where the demo market prices each category today (prisma/seed-market.ts on the simulated
 * feed): over the last 30 days the walk closes in on it, so today's orders sit beside the market.
 */
const TODAY_LEVEL: Record<Exclude<Category, 'Additive'>, number> = { Heizöl: 80, Diesel: 120, Benzin: 136 };
/**
 * Additives are sold by the container, as prisma/seed-market.ts offers them today, at a price per
 * container that barely moves, by the one seller of additives among the demo sellers (design 12).
 */
const ADDITIVE_SELLER = 'Rhein Energie Handel GmbH';
const ADDITIVE_CONTAINERS: Record<string, { unitLabel: string; unitLitres: number; unitPrice: number }> = {
  'AdBlue (IBC 1000 l)': { unitLabel: 'IBC', unitLitres: 1000, unitPrice: 580 },
  'Heizöl-Additiv Winterschutz (Fass 200 l)': { unitLabel: 'Fass', unitLitres: 200, unitPrice: 390 },
};
const PRODUCT_PREMIUM: Record<string, number> = { 'Heizöl EL Premium': 3.2, 'Super E10': -3.5 };

/** mulberry32: tiny, fast and good enough for demo data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How much of each category sells in a month (0 = January): heating oil in the cold half, petrol in summer. */
function categoryWeights(month: number): Record<Category, number> {
  const winter = (Math.cos(((month - 0.5) / 12) * 2 * Math.PI) + 1) / 2; // 1 in Jan, 0 in Jul
  return { Heizöl: 0.4 + 2.6 * winter, Diesel: 1.6, Benzin: 0.5 + 1.5 * (1 - winter), Additive: 0.08 };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function pickWeighted<T extends string>(rand: () => number, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let r = rand() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [key, w] of entries) {
    r -= w;
    if (r <= 0) return key;
  }
  return entries.at(-1)![0];
}

/** Old orders are done; the last weeks show the whole status flow (design 6). */
function statusFor(rand: () => number, ageDays: number): Prisma.OrderCreateManyInput['status'] {
  if (rand() < (ageDays > 21 ? 0.03 : 0.06)) return 'CANCELLED';
  if (ageDays > 21) return 'COMPLETE';
  if (ageDays < 1) return rand() < 0.7 ? 'INCOMPLETE' : 'MANUAL';
  if (ageDays < 3) return pick(rand, ['INCOMPLETE', 'MANUAL', 'CONFIRMED'] as const);
  if (ageDays < 8) return pick(rand, ['CONFIRMED', 'TRANSFERRED', 'TRANSFERRED'] as const);
  return rand() < 0.3 ? 'TRANSFERRED' : 'COMPLETE';
}

type Demo = NonNullable<Awaited<ReturnType<typeof loadDemo>>>;
type HistoricalOffer = { id: number; sellerAccountId: number; productId: number; terminalId: number };
type Draft = Omit<Prisma.OrderCreateManyInput, 'id' | 'orderNumber' | 'contractNumber' | 'pickupNumber'>;

export async function seedDemoOrders(now = new Date()): Promise<number> {
  const demo = await loadDemo(now);
  if (!demo) return 0;
  // One transaction: a failed run leaves neither orphaned offers nor half a history behind.
  return db.$transaction(
    async (tx) => {
      const offers = await tx.offer.createManyAndReturn({
        data: historicalOffers(demo),
        select: { id: true, sellerAccountId: true, productId: true, terminalId: true },
      });
      const drafts = orderDrafts(demo, offers, now);
      // Ids come from the order sequence, so checkouts after the seed continue without collisions.
      const ids = await tx.$queryRaw<{ id: number }[]>`
        SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS id FROM generate_series(1, ${drafts.length})`;
      const rows: Prisma.OrderCreateManyInput[] = drafts.map((d, i) => {
        const seq = String(ids[i].id).padStart(7, '0');
        return {
          ...d,
          id: ids[i].id,
          orderNumber: `${demo.platformId}-${(d.created as Date).getUTCFullYear()}-${seq}`,
          contractNumber: `K-${d.sellerAccountId}-${seq}`,
          pickupNumber: `${String(d.terminalId).padStart(3, '0')}${seq}`,
        };
      });
      // One statement for the whole history, its rows as JSON typed by the table's own row type:
      // Prisma's createMany took four fifths of the demo seed's time (the tests seed four databases).
      const columns = Prisma.raw(
        Object.keys(rows[0])
          .map((column) => `"${column}"`)
          .join(', '),
      );
      await tx.$executeRaw`INSERT INTO "Order" (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::"Order", ${JSON.stringify(rows)}::jsonb)`;
      // Each order's first step, as checkout writes it, so the order detail's status history starts where it began.
      await tx.$executeRaw`
        INSERT INTO "OrderEvent" ("orderId", "toStatus", "userId", "note", "at")
        SELECT "id", 'INCOMPLETE', "buyerUserId", 'ordered', "created" FROM "Order" WHERE "id" = ANY(${ids.map((r) => r.id)}::int[])`;
      return rows.length;
    },
    { timeout: 60_000 },
  );
}

/** The demo accounts and master data, or null when there is nothing to do. */
async function loadDemo(now: Date) {
  const accounts = await db.account.findMany({
    where: { name: { in: [...BUYERS.map((b) => b.name), ...Object.keys(SELLER_TERMINALS)] } },
    select: { id: true, name: true, platformId: true },
  });
  const accountId = new Map(accounts.map((a) => [a.name, a.id]));
  if (accountId.size < BUYERS.length + Object.keys(SELLER_TERMINALS).length) return null;
  const buyerIds = BUYERS.map((b) => accountId.get(b.name)!);
  const cutoff = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  if (await db.order.count({ where: { buyerAccountId: { in: buyerIds }, created: { lt: cutoff } } })) return null;
  const platformId = accounts[0].platformId;
  const [users, products, terminals, locations, vat, platform, periods, terms] = await Promise.all([
    db.user.findMany({ where: { email: { in: BUYERS.flatMap((b) => [...b.users]) } }, select: { id: true, email: true } }),
    db.product.findMany({ select: { id: true, name: true, category: true }, orderBy: { id: 'asc' } }),
    db.terminal.findMany({ select: { id: true, code: true } }),
    db.deliveryLocation.findMany({ where: { accountId: { in: buyerIds } }, select: { id: true, accountId: true }, orderBy: { id: 'asc' } }),
    db.vatRate.findFirst({ where: { platformId }, select: { rate: true } }),
    db.platform.findUniqueOrThrow({ where: { id: platformId }, select: { currency: true } }),
    db.liftingPeriod.findMany({ select: { id: true }, orderBy: { id: 'asc' } }),
    db.paymentTerm.findMany({ select: { id: true }, orderBy: { id: 'asc' } }),
  ]);
  return {
    platformId,
    currency: platform.currency,
    vatRate: new Decimal(vat?.rate.toString() ?? '19'),
    accountId,
    userId: new Map(users.map((u) => [u.email, u.id])),
    terminalId: new Map(terminals.map((t) => [t.code, t.id])),
    products,
    locations,
    periods,
    terms,
    yearStart: now.getTime() - DAYS * 86_400_000,
  };
}

const QUARTER_MS = (DAYS * 86_400_000) / 4;

/**
 * The orders' offers: one per seller, product, terminal and quarter of the year, long expired and
 * removed; an additive's at the additive seller's first terminal, by the container.
 */
function historicalOffers(demo: Demo): Prisma.OfferCreateManyInput[] {
  const rows: Prisma.OfferCreateManyInput[] = [];
  for (const [seller, codes] of Object.entries(SELLER_TERMINALS)) {
    for (const product of demo.products) {
      const container = ADDITIVE_CONTAINERS[product.name];
      if (container && seller !== ADDITIVE_SELLER) continue;
      for (const code of container ? codes.slice(0, 1) : codes) {
        for (let q = 0; q < 4; q++) {
          const startsAt = new Date(demo.yearStart + q * QUARTER_MS);
          const cbm = (units: number) => String((units * (container?.unitLitres ?? 0)) / 1000);
          rows.push({
            sellerAccountId: demo.accountId.get(seller)!,
            productId: product.id,
            terminalId: demo.terminalId.get(code)!,
            status: 'REMOVED',
            priceType: 'FIXED',
            totalVolume: '5000',
            remainingVolume: '0',
            startsAt,
            endsAt: new Date(startsAt.getTime() + QUARTER_MS),
            createdAt: startsAt,
            ...(container
              ? {
                  unitLabel: container.unitLabel,
                  unitLitres: container.unitLitres,
                  unitPrice: String(container.unitPrice),
                  unitStock: 0,
                  minUnits: 1,
                  maxUnits: 12,
                  minOrderQuantity: cbm(1),
                  maxOrderQuantity: cbm(12),
                }
              : {
                  fixedPrice: String(PRICE_BAND[product.category as keyof typeof PRICE_BAND]?.[0] ?? 100),
                  minOrderQuantity: '5',
                  maxOrderQuantity: '60',
                }),
          });
        }
      }
    }
  }
  return rows;
}

/** Day by day over the year: how many orders each buyer places, of what, where, at which price. */
function orderDrafts(demo: Demo, offers: HistoricalOffer[], now: Date): Draft[] {
  const rand = prng(20261122);
  const quarter = (t: number) => Math.min(3, Math.max(0, Math.floor((t - demo.yearStart) / QUARTER_MS)));
  const offerFor = (sellerId: number, productId: number, terminal: number, q: number) =>
    offers.filter((o) => o.sellerAccountId === sellerId && o.productId === productId && o.terminalId === terminal)[q];
  const byCategory = new Map<Category, Demo['products']>();
  for (const p of demo.products) byCategory.set(p.category as Category, [...(byCategory.get(p.category as Category) ?? []), p]);
  const walk = Object.fromEntries(Object.entries(PRICE_BAND).map(([c, [start]]) => [c, start])) as Record<string, number>;

  const drafts: Draft[] = [];
  for (let day = DAYS; day >= 0; day--) {
    for (const [category, [, floor, ceiling]] of Object.entries(PRICE_BAND)) {
      walk[category] = Math.min(ceiling, Math.max(floor, walk[category] + (rand() - 0.5) * 2.4));
    }
    const dayStart = new Date(now.getTime() - day * 86_400_000);
    dayStart.setUTCHours(0, 0, 0, 0);
    const weekday = dayStart.getUTCDay();
    const activity = weekday === 0 ? 0.05 : weekday === 6 ? 0.3 : 1;
    const weights = categoryWeights(dayStart.getUTCMonth());
    for (const buyer of BUYERS) {
      if (day > buyer.since || day < ('until' in buyer ? buyer.until : 0)) continue;
      const buyerId = demo.accountId.get(buyer.name)!;
      const ownLocations = demo.locations.filter((l) => l.accountId === buyerId);
      const count = Math.floor(buyer.perDay * activity * (0.5 + rand()) + rand());
      for (let n = 0; n < count; n++) {
        // Office hours, 06:00-16:00 UTC (07:00-18:00 in Germany); today only up to now.
        const created = new Date(dayStart.getTime() + (6 + rand() * 10) * 3_600_000);
        if (created > now) continue;
        const category = pickWeighted(rand, weights);
        const product = pick(rand, byCategory.get(category) ?? demo.products);
        const container = ADDITIVE_CONTAINERS[product.name];
        const picked = pick(rand, buyer.sellers);
        // Additives come from the additive seller, to the buyers trading with it.
        if (container && !(buyer.sellers as readonly string[]).includes(ADDITIVE_SELLER)) continue;
        const seller = container ? ADDITIVE_SELLER : picked;
        const sellerId = demo.accountId.get(seller)!;
        const codes = SELLER_TERMINALS[seller];
        const terminal = demo.terminalId.get(container ? codes[0] : pick(rand, codes))!;
        const unitCount = container ? 1 + Math.floor(rand() * 12) : null;
        const quantity = new Decimal(container ? (unitCount! * container.unitLitres) / 1000 : 5 + Math.round(rand() * 35 * 2) / 2);
        // Fuels by the cbm at a price per 100 L that walks; containers at the offer's price each.
        const jitter = (sellerId % 2 ? 0.6 : -0.4) + (rand() - 0.5) * 1.5;
        const level = container ? 0 : walk[category] + (TODAY_LEVEL[category as keyof typeof TODAY_LEVEL] - walk[category]) * Math.max(0, 1 - day / 30);
        const price = new Decimal(container ? container.unitPrice : level + (PRODUCT_PREMIUM[product.name] ?? 0) + jitter).toDecimalPlaces(2);
        const amounts = container ? containerAmounts(price, unitCount!, demo.vatRate) : orderAmounts(price, quantity, demo.vatRate);
        drafts.push({
          buyerAccountId: buyerId,
          buyerUserId: demo.userId.get(pick(rand, buyer.users))!,
          sellerAccountId: sellerId,
          offerId: offerFor(sellerId, product.id, terminal, quarter(created.getTime())).id,
          productId: product.id,
          terminalId: terminal,
          status: statusFor(rand, (now.getTime() - created.getTime()) / 86_400_000),
          quantity: quantity.toString(),
          unitCount,
          purchaseUnit: container ? purchaseUnitOf(container) : 'cubic_meter',
          price: price.toString(),
          net: amounts.net.toString(),
          vatRate: demo.vatRate.toString(),
          vat: amounts.vat.toString(),
          gross: amounts.gross.toString(),
          currency: demo.currency,
          paymentTermId: demo.terms.length ? pick(rand, demo.terms).id : null,
          liftingPeriodId: demo.periods.length ? pick(rand, demo.periods).id : null,
          collectionStart: created,
          collectionEnd: new Date(created.getTime() + (1 + Math.floor(rand() * 5)) * 86_400_000),
          deliveryLocationId: ownLocations.length && rand() < 0.45 ? pick(rand, ownLocations).id : null,
          // Seeded history predates the market windows kept in the database; 0 marks "no window".
          windowId: 0,
          created,
          updatedAt: created,
        });
      }
    }
  }
  return drafts;
}
