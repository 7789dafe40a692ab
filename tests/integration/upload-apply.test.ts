import { AppError } from '@/lib/api/errors';
import { checkout } from '@/lib/basket/checkout';
import { orderableBasket } from '../helpers/basket-choices';
import { applyUpload } from '@/lib/uploads/apply-upload';
import { previewUpload } from '@/lib/uploads/preview-upload';
import { createUser, db } from '../helpers/factories';
import { buyerOf, newKey, sellerWithOffer, sessionOf } from '../helpers/market-setup';
import { OFFER_HEADER, offerRow } from '../helpers/upload-files';

/**
 * design 11: a CSV apply is all or nothing, and it takes the offers' row locks as checkout does,
 * so an apply racing checkouts on the same offer never lets the offer oversell and never applies
 * half of the file.
 */
afterAll(() => db.$disconnect());

const confirm = { termsAccepted: true as const, orderChecked: true as const };

async function outcome<T>(promise: Promise<T>): Promise<{ ok: true } | { ok: false; key: string; data?: unknown }> {
  try {
    await promise;
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, key: error.messageKey, data: error.data };
    throw error;
  }
}

/** A seller with two offers of 10 and 20 cbm, and `buyers` baskets of 1 cbm each on the first. */
async function raceSetup(buyers: number) {
  const market = await sellerWithOffer({ volume: '10', max: '5' });
  const { seller } = market;
  // A lifting period the file repeats, so the apply leaves the terms (and the reservations) alone.
  const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const offer = await db.offer.update({ where: { id: market.offer.id }, data: { liftingPeriodId: period.id, dailyStart: '00:00', dailyEnd: '00:00' } });
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = offer;
  const other = await db.offer.create({ data: { ...fields, totalVolume: '20', remainingVolume: '20' } });
  const sellerUser = await sessionOf((await createUser({ accountId: seller.id })).id);
  const sessions = await Promise.all(Array.from({ length: buyers }, () => buyerOf(seller.id)));
  const baskets = await Promise.all(sessions.map((buyer) => orderableBasket(buyer, { offerId: offer.id, quantity: '1' })));
  return { offer, other, sellerUser, sessions, baskets };
}

/** A file that lowers the first offer to `total` and raises the second to 30: one change must never come without the other. */
async function previewLowering(setup: Awaited<ReturnType<typeof raceSetup>>, total: string) {
  const file = [OFFER_HEADER, await offerRow(setup.offer, { total }), await offerRow(setup.other, { total: '30' })].join('\r\n');
  const { upload } = await previewUpload(setup.sellerUser, 'offers', { fileName: 'race.csv', bytes: new TextEncoder().encode(file) });
  expect(upload.errorCount).toBe(0);
  return upload.id;
}

async function state(setup: Awaited<ReturnType<typeof raceSetup>>) {
  const [offer, other, orders] = await Promise.all([
    db.offer.findUniqueOrThrow({ where: { id: setup.offer.id } }),
    db.offer.findUniqueOrThrow({ where: { id: setup.other.id } }),
    db.order.aggregate({ where: { offerId: setup.offer.id }, _sum: { quantity: true }, _count: true }),
  ]);
  return { offer, other, sold: Number(orders._sum.quantity ?? 0), orders: orders._count };
}

describe('CSV apply racing checkouts on the same offer', () => {
  test.each([1, 2, 3, 4, 5])('round %i: the offer never oversells and the file applies whole or not at all', async () => {
    const setup = await raceSetup(10);
    const uploadId = await previewLowering(setup, '6');
    const [applied, ...checkouts] = await Promise.all([
      outcome(applyUpload(setup.sellerUser, uploadId, '127.0.0.1')),
      ...setup.sessions.map((buyer, i) => outcome(checkout(buyer, setup.baskets[i]._id, { ...confirm, idempotencyKey: newKey() }))),
    ]);
    const after = await state(setup);
    const bought = checkouts.filter((c) => c.ok).length;
    expect(after.sold).toBe(bought);
    expect(after.offer.remainingVolume.toNumber()).toBeGreaterThanOrEqual(0);
    expect(after.offer.totalVolume.minus(after.offer.remainingVolume).toNumber()).toBe(bought);
    if (applied.ok) {
      // Applied with at most 6 sold before it; the checkouts after it see the new total.
      expect([after.offer.totalVolume.toString(), after.other.totalVolume.toString()]).toEqual(['6', '30']);
      expect(bought).toBeLessThanOrEqual(6);
    } else {
      // Refused because more than 6 were sold first: neither offer changed.
      expect(applied).toMatchObject({ key: 'upload_refused', data: { errors: [{ line: 2, key: 'volume_below_sold' }] } });
      expect([after.offer.totalVolume.toString(), after.other.totalVolume.toString()]).toEqual(['10', '20']);
      expect(bought).toBeGreaterThan(6);
    }
    expect(checkouts.filter((c) => !c.ok).every((c) => !c.ok && ['volume_insufficient', 'only_available_left', 'try_again_later'].includes(c.key))).toBe(true);
  });

  test('sold below the new total since the preview: the apply is refused with the line, and the other offer keeps its total', async () => {
    const setup = await raceSetup(6);
    const uploadId = await previewLowering(setup, '5');
    for (const [i, buyer] of setup.sessions.entries()) await checkout(buyer, setup.baskets[i]._id, { ...confirm, idempotencyKey: newKey() });
    const refused = await outcome(applyUpload(setup.sellerUser, uploadId, '127.0.0.1'));
    expect(refused).toMatchObject({
      ok: false,
      key: 'upload_refused',
      data: { fileName: 'race.csv', errors: [{ line: 2, field: 'Gesamtmenge (cbm)', key: 'volume_below_sold', data: { sold: '6' } }] },
    });
    const after = await state(setup);
    expect([after.offer.totalVolume.toString(), after.offer.remainingVolume.toString(), after.other.totalVolume.toString()]).toEqual(['10', '4', '20']);
    expect((await db.upload.findUniqueOrThrow({ where: { id: uploadId } })).appliedAt).toBeNull();
  });

  test('applied after sales, the new total keeps what was sold: remaining = new total - sold', async () => {
    const setup = await raceSetup(3);
    const uploadId = await previewLowering(setup, '8');
    for (const [i, buyer] of setup.sessions.entries()) await checkout(buyer, setup.baskets[i]._id, { ...confirm, idempotencyKey: newKey() });
    expect(await outcome(applyUpload(setup.sellerUser, uploadId, '127.0.0.1'))).toEqual({ ok: true });
    const after = await state(setup);
    expect([after.offer.totalVolume.toString(), after.offer.remainingVolume.toString(), after.other.totalVolume.toString()]).toEqual(['8', '5', '30']);
  });
});
