import { DateTime } from 'luxon';
import { BRANDS } from '@/brands';
import { db } from '@/lib/db';

/**
 * buyer@demo.fuel's target-price orders (design 13): one filled by its newest order of heating oil
 * (the fill links to it) and one open for diesel at Hamburg with a limit below the market, so
 * it waits (not heating oil: the end-to-end specs put heating oil at Hamburg at 1,00 in its market). Run on every start: each is written only when the buyer has none of its kind, so an
 * open order that expired, filled or was cancelled is followed by a new one.
 */
export async function seedDemoTargetOrders(now = new Date()) {
  const brand = BRANDS[process.env.BRAND ?? 'fuelmarket'] ?? BRANDS.fuelmarket;
  const [buyer, product, diesel, terminal, paymentTerm] = await Promise.all([
    db.user.findUnique({ where: { email: 'buyer@demo.fuel' }, select: { id: true, accountId: true } }),
    db.product.findFirst({ where: { name: 'Heizöl EL schwefelarm' }, select: { id: true } }),
    db.product.findFirst({ where: { name: 'Diesel B7' }, select: { id: true } }),
    db.terminal.findFirst({ where: { code: 'HH1' }, select: { id: true } }),
    db.paymentTerm.findFirst({ where: { active: true }, orderBy: { days: 'asc' }, select: { id: true } }),
  ]);
  if (!buyer || !product || !diesel || !terminal) return;
  const today = DateTime.fromJSDate(now, { zone: brand.timeZone });
  const mine = { accountId: buyer.accountId, userId: buyer.id, productId: product.id };

  if (!(await db.targetOrder.count({ where: { accountId: buyer.accountId, status: 'FILLED' } }))) {
    const order = await db.order.findFirst({
      where: { buyerUserId: buyer.id, productId: product.id, unitCount: null, status: { not: 'CANCELLED' } },
      orderBy: { created: 'desc' },
    });
    if (order) {
      await db.targetOrder.create({
        data: {
          ...mine,
          terminalIds: [order.terminalId],
          sellerAccountIds: [],
          deliveryLocationId: order.deliveryLocationId,
          paymentTermId: order.paymentTermId,
          volume: order.quantity,
          filledVolume: order.quantity,
          // Placed an hour before the window that reached it, half a euro above the price it filled at.
          limitPrice: order.price.plus(0.5),
          validUntil: DateTime.fromJSDate(order.created, { zone: brand.timeZone }).toISODate()!,
          status: 'FILLED',
          version: 2,
          createdAt: new Date(order.created.getTime() - 3_600_000),
          fills: {
            // Seen long ago: the menu's badge is for fills that come while the buyer is away.
            create: {
              fillNumber: 1,
              windowId: order.windowId,
              orderId: order.id,
              quantity: order.quantity,
              price: order.price,
              createdAt: order.created,
              seenAt: order.created,
            },
          },
        },
      });
    }
  }

  if (!(await db.targetOrder.count({ where: { accountId: buyer.accountId, status: { in: ['OPEN', 'PARTLY_FILLED'] } } }))) {
    const address = await db.deliveryLocation.findFirst({ where: { accountId: buyer.accountId }, orderBy: { id: 'asc' }, select: { id: true } });
    await db.targetOrder.create({
      data: {
        ...mine,
        productId: diesel.id,
        terminalIds: [terminal.id],
        sellerAccountIds: [],
        deliveryLocationId: address?.id ?? null,
        paymentTermId: paymentTerm?.id ?? null,
        volume: '30',
        partFills: true,
        minPart: '10',
        limitPrice: '110.00',
        validUntil: today.plus({ days: 30 }).toISODate()!,
        createdAt: now,
      },
    });
  }
}
