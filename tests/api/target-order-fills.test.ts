import Decimal from 'decimal.js';
import type { ApiClient } from '../helpers/api-client';
import { EventStream } from '../helpers/event-stream';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer, withLiveWindow } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

jest.setTimeout(90_000);

/**
 * A target order filled by the running server after a seller's price change within a window, its
 * fill pushed on the market stream to its buyer alone, and the menu badge's count (design 13).
 *
 * @serial It puts a live market window of its own in place, which another file's window would replace.
 */
const sellers: number[] = [];
const buyers: number[] = [];
const streams: EventStream[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await db.targetOrder.deleteMany({ where: { accountId: { in: buyers } } });
  // The offer has an order now, which keeps it: it ends instead.
  await db.offer.updateMany({ where: { sellerAccountId: { in: sellers } }, data: { endsAt: new Date() } });
  await db.$disconnect();
});

async function buyerOf(sellerAccountId: number) {
  const account = await createAccount('BUYER');
  buyers.push(account.id);
  await db.relationship.create({ data: { buyerAccountId: account.id, sellerAccountId, status: 'ENABLED' } });
  await db.deliveryLocation.create({ data: { accountId: account.id, street: 'Am Kai 1', postCode: '20457', city: 'Hamburg', county: 'HH' } });
  return signInAs(await createUser({ accountId: account.id }));
}

async function openStream(client: ApiClient) {
  const stream = await EventStream.open('/api/market/stream', { cookie: client.cookieHeader() });
  if (!(stream instanceof EventStream)) throw new Error(`stream refused: ${stream.status}`);
  streams.push(stream);
  await stream.opened();
  return stream;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a price edit below the limit fills within the window, the buyer is told at once and counts it in its badge; an edit short of the limit does not', async () => {
  const seller = await createAccount('SELLER');
  sellers.push(seller.id);
  const offer = await createOffer(seller.id, { fixedPrice: '150.00' });
  const buyer = await buyerOf(seller.id);
  const other = await buyerOf(seller.id);
  // The buyer's own price of the offer at 150.00 (rules of the pool may add to it): the limit lies 30.00 below it.
  const priced = await buyer.get(`/api/v2/offers?ids=${offer.id}`);
  const limit = new Decimal(priced.body.offers[0].price).minus(30);
  const paymentTermId = (await db.paymentTerm.findFirstOrThrow({ where: { active: true }, orderBy: { id: 'asc' } })).id;
  await withLiveWindow(async (window) => {
    const placed = await buyer.post('/api/target-orders', {
      productId: offer.productId,
      terminalIds: [offer.terminalId],
      volume: '10',
      limitPrice: limit.toFixed(2),
      paymentTermId,
    });
    expect(placed.status).toBe(200);
    const [mine, theirs] = await Promise.all([openStream(buyer), openStream(other)]);

    await db.offer.update({ where: { id: offer.id }, data: { fixedPrice: '140.00' } });
    await sleep(2_000);
    expect(await db.targetOrder.findUniqueOrThrow({ where: { id: placed.body.id } })).toMatchObject({ status: 'OPEN' });

    await db.offer.update({ where: { id: offer.id }, data: { fixedPrice: '100.00' } });
    const told = await mine.next((e) => e.event === 'fill', 15_000);
    const filled = await db.targetOrder.findUniqueOrThrow({ where: { id: placed.body.id }, include: { fills: true } });
    expect(filled.status).toBe('FILLED');
    // Filled in the window of the edit, not at the next window's issue.
    expect(filled.fills).toEqual([expect.objectContaining({ windowId: window.id })]);
    expect(told.data).toEqual({ targetOrderId: placed.body.id, orderId: filled.fills[0].orderId });
    expect((await buyer.get('/api/target-orders/fills/unseen/count')).body).toEqual({ count: 1 });
    expect((await other.get('/api/target-orders/fills/unseen/count')).body).toEqual({ count: 0 });
    // The other buyer's stream heard the offer's changes, never the fill.
    const heard: string[] = [];
    await expect(theirs.next((e) => heard.push(e.event) > 0 && e.event === 'fill', 2_000)).rejects.toThrow('no matching event arrived');
    expect(heard).toContain('offers');

    const seen = await buyer.post('/api/target-orders/fills/seen', { orderIds: [filled.fills[0].orderId] });
    expect(seen.body).toEqual({ count: 0 });
  });
});
