import Decimal from 'decimal.js';
import { AppError } from '@/lib/api/errors';
import { checkout } from '@/lib/basket/checkout';
import { createBasket } from '@/lib/basket/create-basket';
import { db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer } from '../helpers/market-setup';

afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };

async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; key: string; code: string }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, key: error.messageKey, code: error.code };
    throw error;
  }
}

describe('checkout against PostgreSQL under concurrency', () => {
  test('50 concurrent checkouts of 1 cbm against 10 cbm left sell exactly 10', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '10', max: '5' });
    const buyer = await buyerOf(seller.id);
    const baskets = await Promise.all(Array.from({ length: 50 }, () => createBasket(buyer, { offerId: offer.id, quantity: '1' })));
    const results = await Promise.all(baskets.map((b) => outcome(checkout(buyer, b._id, { ...confirm, idempotencyKey: newKey() }))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => !r.ok && r.key))).toEqual(new Set(['volume_insufficient']));
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).remainingVolume.toString()).toBe('0');
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(10);
  });

  test('the naive read-then-write path oversells, so the test above can fail', async () => {
    const { offer } = await sellerWithOffer({ volume: '10' });
    let sold = 0;
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        const row = await db.offer.findUniqueOrThrow({ where: { id: offer.id } });
        if (new Decimal(row.remainingVolume.toString()).lessThan(1)) return;
        await new Promise((r) => setTimeout(r, 20));
        await db.offer.update({ where: { id: offer.id }, data: { remainingVolume: new Decimal(row.remainingVolume.toString()).minus(1) } });
        sold += 1;
      }),
    );
    expect(sold).toBeGreaterThan(10);
  });

  test('a credit limit worth 10 orders lets exactly 10 of 50 parallel checkouts through', async () => {
    // 1 cbm at 100.00 per 100L15 = 1000.00 net, 1190.00 gross with 19 % VAT.
    const { seller, offer } = await sellerWithOffer({ volume: '500', fixedPrice: '100.00' });
    const buyer = await buyerOf(seller.id, { creditLimit: '11900.00' });
    const baskets = await Promise.all(Array.from({ length: 50 }, () => createBasket(buyer, { offerId: offer.id, quantity: '1' })));
    const results = await Promise.all(baskets.map((b) => outcome(checkout(buyer, b._id, { ...confirm, idempotencyKey: newKey() }))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(new Set(results.filter((r) => !r.ok).map((r) => !r.ok && r.key))).toEqual(new Set(['insufficient_credit_contact_seller']));
    const gross = await db.order.aggregate({ where: { buyerAccountId: buyer.accountId }, _sum: { gross: true } });
    expect(gross._sum.gross?.toString()).toBe('11900');
  });

  test('30 requests with one idempotency key give one order and 30 identical answers', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await createBasket(buyer, { offerId: offer.id, quantity: '2' });
    const idempotencyKey = newKey();
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey }))));
    expect(results.every((r) => r.ok)).toBe(true);
    const answers = results.map((r) => (r.ok ? JSON.stringify(r.value) : ''));
    expect(new Set(answers).size).toBe(1);
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(1);

    const other = await createBasket(buyer, { offerId: offer.id, quantity: '1' });
    expect(await outcome(checkout(buyer, other._id, { ...confirm, idempotencyKey }))).toMatchObject({ ok: false, key: 'idempotency_key_reused' });
  });

  test('an expired reservation asks for a new price and writes nothing', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const basket = await createBasket(buyer, { offerId: offer.id, quantity: '2' });
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await outcome(checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() }, later))).toMatchObject({ ok: false, key: 'reservation_expired' });
    expect(await db.order.count({ where: { offerId: offer.id } })).toBe(0);
    expect((await db.basket.findUniqueOrThrow({ where: { id: basket._id } })).status).toBe('OPEN');
  });

  test('another buyer cannot order a basket that is not theirs', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    const buyer = await buyerOf(seller.id);
    const intruder = await buyerOf(seller.id);
    const basket = await createBasket(buyer, { offerId: offer.id, quantity: '2' });
    expect(await outcome(checkout(intruder, basket._id, { ...confirm, idempotencyKey: newKey() }))).toMatchObject({ ok: false, code: 'not_found' });
  });

  test('the confirmation carries order id, contract, pickup and lifting master numbers and the amounts', async () => {
    const { seller, offer } = await sellerWithOffer({ volume: '100', fixedPrice: '95.35' });
    const buyer = await buyerOf(seller.id);
    const basket = await createBasket(buyer, { offerId: offer.id, quantity: '12.5' });
    const result = await checkout(buyer, basket._id, { ...confirm, idempotencyKey: newKey() });
    expect(result.orders[0]).toMatchObject({ net: '11918.75', vat: '2264.56', gross: '14183.31', orderStatus: 'INCOMPLETE' });
    expect(result.orders[0].orderId).toMatch(/^FM-DE-\d{4}-\d{7}$/);
    expect(result.orders[0].liftingMasterNumber).toMatch(/^LM-\d{8}$/);
    const mail = await db.emailOutbox.findFirst({ where: { to: buyer.email }, orderBy: { id: 'desc' } });
    expect(mail?.body).toContain(result.orders[0].orderId as string);
  });
});
