import { db } from '@/lib/db';

/**
 * The demo market: the two demo sellers' live and fixed offers across the terminals, Rhein
 * Energie's additives by the container, and the pricing rules a German supplier keeps (energy tax per product, CO2 levy). Idempotent: a database
 * where the demo sellers have offers is left as it is.
 */
export async function seedDemoMarket(now = new Date()) {
  const sellers = await db.account.findMany({
    where: { name: { in: ['Nordsee Mineralöl AG', 'Rhein Energie Handel GmbH'] } },
    select: { id: true, name: true },
  });
  const nordsee = sellers.find((s) => s.name === 'Nordsee Mineralöl AG');
  const rhein = sellers.find((s) => s.name === 'Rhein Energie Handel GmbH');
  if (!nordsee || !rhein) return;
  if (await db.offer.count({ where: { sellerAccountId: { in: [nordsee.id, rhein.id] }, status: { not: 'REMOVED' } } })) return;

  const products = new Map((await db.product.findMany({ select: { id: true, name: true } })).map((p) => [p.name, p.id]));
  const terminals = new Map((await db.terminal.findMany({ select: { id: true, code: true } })).map((t) => [t.code, t.id]));
  const periods = new Map((await db.liftingPeriod.findMany({ select: { id: true, code: true } })).map((p) => [p.code, p.id]));
  const product = (name: string) => products.get(name)!;
  const heating = [product('Heizöl EL schwefelarm'), product('Heizöl EL Premium')];
  const diesel = product('Diesel B7');
  const petrol = [product('Super E5'), product('Super E10')];

  // 2026 rates per 100 L: energy tax heating oil 6.135, diesel 47.04, petrol 65.45; CO2 levy at 55 EUR/t.
  const duties = (sellerAccountId: number) => [
    {
      sellerAccountId,
      kind: 'DUTY' as const,
      scope: 'PRODUCT' as const,
      groupName: 'Steuern',
      name: 'Energiesteuer',
      value: '6.135',
      unit: 'EUR/100L15',
      productIds: heating,
    },
    {
      sellerAccountId,
      kind: 'DUTY' as const,
      scope: 'PRODUCT' as const,
      groupName: 'Steuern',
      name: 'Energiesteuer',
      value: '47.04',
      unit: 'EUR/100L15',
      productIds: [diesel],
    },
    {
      sellerAccountId,
      kind: 'DUTY' as const,
      scope: 'PRODUCT' as const,
      groupName: 'Steuern',
      name: 'Energiesteuer',
      value: '65.45',
      unit: 'EUR/100L15',
      productIds: petrol,
    },
    {
      sellerAccountId,
      kind: 'DUTY' as const,
      scope: 'PRODUCT' as const,
      groupName: 'Steuern',
      name: 'CO2-Abgabe',
      value: '14.58',
      unit: 'EUR/100L15',
      productIds: [...heating, diesel],
    },
    {
      sellerAccountId,
      kind: 'DUTY' as const,
      scope: 'PRODUCT' as const,
      groupName: 'Steuern',
      name: 'CO2-Abgabe',
      value: '12.98',
      unit: 'EUR/100L15',
      productIds: petrol,
    },
  ];
  await db.priceRule.createMany({ data: [...duties(nordsee.id), ...duties(rhein.id)] });

  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
  const base = { status: 'ACTIVE' as const, startsAt: days(-1), endsAt: days(45), minOrderQuantity: '5', maxOrderQuantity: '60' };
  const live = (sellerAccountId: number, productId: number, terminal: string, volume: string, surcharge: string, period: string) => ({
    ...base,
    sellerAccountId,
    productId,
    terminalId: terminals.get(terminal)!,
    priceType: 'TRACKING' as const,
    iceMonth: 0,
    fxSymbol: 'EUR/USD',
    surcharge,
    totalVolume: volume,
    remainingVolume: volume,
    liftingPeriodId: periods.get(period) ?? null,
  });
  const fixed = (sellerAccountId: number, productId: number, terminal: string, volume: string, price: string, period: string) => ({
    ...base,
    sellerAccountId,
    productId,
    terminalId: terminals.get(terminal)!,
    priceType: 'FIXED' as const,
    fixedPrice: price,
    totalVolume: volume,
    remainingVolume: volume,
    liftingPeriodId: periods.get(period) ?? null,
  });
  await db.offer.createMany({
    data: [
      live(nordsee.id, heating[0], 'HH1', '800', '2.50', 'PROMPT'),
      live(nordsee.id, heating[0], 'KA1', '400', '2.90', 'WEEK'),
      live(nordsee.id, diesel, 'HH1', '1200', '3.10', 'PROMPT'),
      live(nordsee.id, diesel, 'IN1', '600', '3.40', 'WEEK'),
      live(nordsee.id, heating[1], 'LE1', '300', '3.60', 'NEXT_WEEK'),
      live(rhein.id, heating[0], 'DU1', '500', '2.20', 'PROMPT'),
      fixed(rhein.id, diesel, 'DU1', '900', '121.90', 'WEEK'),
      fixed(rhein.id, petrol[0], 'DU1', '350', '147.40', 'PROMPT'),
      fixed(rhein.id, petrol[1], 'KA1', '350', '144.90', 'WEEK'),
    ],
  });

  // Rhein Energie sells additives by the container (design 12): drums and IBCs, one paused.
  await db.account.update({ where: { id: rhein.id }, data: { features: { push: 'productAdditives' } } });
  const containers = (
    productName: string,
    unitLabel: string,
    unitLitres: number,
    unitPrice: string,
    unitStock: number,
    maxUnits: number,
    status: 'ACTIVE' | 'PAUSED',
  ) => {
    const cbm = (units: number) => String((units * unitLitres) / 1000);
    return {
      ...base,
      status,
      sellerAccountId: rhein.id,
      productId: product(productName),
      terminalId: terminals.get('DU1')!,
      priceType: 'FIXED' as const,
      unitLabel,
      unitLitres,
      unitPrice,
      unitStock,
      minUnits: 1,
      maxUnits,
      totalVolume: cbm(unitStock),
      remainingVolume: cbm(unitStock),
      minOrderQuantity: cbm(1),
      maxOrderQuantity: cbm(maxUnits),
    };
  };
  await db.offer.createMany({
    data: [
      containers('Heizöl-Additiv Winterschutz (Fass 200 l)', 'Fass', 200, '390.00', 40, 12, 'ACTIVE'),
      containers('AdBlue (IBC 1000 l)', 'IBC', 1000, '580.00', 24, 6, 'ACTIVE'),
      containers('Heizöl-Additiv Winterschutz (Fass 200 l)', 'Fass', 200, '405.00', 10, 5, 'PAUSED'),
    ],
  });
}
