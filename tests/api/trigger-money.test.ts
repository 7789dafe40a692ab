import Decimal from 'decimal.js';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import { BASE_URL } from '../helpers/api-client';
import { db } from '../helpers/factories';
import { withWindowLock } from '../helpers/market-factories';
import { contractOverHttp, triggerAtShownPrice } from '../helpers/trigger-setup';

// A test here may first wait for withWindowLock while a test of another file holds it (up to 60 s).
jest.setTimeout(90_000);

/**
 * The money side of trigger orders over HTTP (issue 22): net, VAT and gross as a spot order's,
 * the credit and shareholder limits with the basket's refusals, and the trigger in credit used,
 * statistics and the CSV export. Each test triggers, so each holds withWindowLock.
 *
 * @serial Triggers need a live window; no other file's window may replace it meanwhile.
 */
afterAll(() => db.$disconnect());

type Desk = Awaited<ReturnType<typeof contractOverHttp>>;

/** The invoice a spot order of `cbm` at `price` would have, at the platform's 19 %. */
const spotAmounts = (price: string, cbm: string) => {
  const { net, vat, gross } = orderAmounts(new Decimal(price), new Decimal(cbm), new Decimal(19));
  return { net: net.toFixed(2), vat: vat.toFixed(2), gross: gross.toFixed(2) };
};

const triggersOf = (desk: Desk) => db.triggerOrder.count({ where: { contractId: desk.contractId } });

describe('a trigger order’s invoice', () => {
  test('carries net, VAT and gross as a spot order of its cbm at its price, stored and listed', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const { res, price } = await triggerAtShownPrice(desk, '12.5');
      expect(res.status).toBe(200);
      const expected = spotAmounts(price, '12.5');
      expect(res.body).toMatchObject({ ...expected, currency: 'EUR' });
      expect(res.body.items[0]).toMatchObject(expected);
      const stored = await db.triggerOrder.findUniqueOrThrow({ where: { id: res.body._id }, include: { items: true } });
      expect([stored.net.toFixed(2), stored.vat.toFixed(2), stored.gross.toFixed(2), stored.vatRate.toFixed(2)]).toEqual([
        expected.net,
        expected.vat,
        expected.gross,
        '19.00',
      ]);
      expect(stored.items[0].gross.toFixed(2)).toBe(expected.gross);
      const listed = (await desk.seller.get('/api/triggers/orders')).body.orders[0];
      expect(listed.invoice).toEqual({ ...expected, currency: 'EUR' });
    }));
});

describe('a trigger order counts against the limits a spot order meets', () => {
  test('the seller’s credit limit: spot orders and earlier triggers count, the refusal is the basket’s and writes nothing', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const first = await triggerAtShownPrice(desk, '10');
      expect(first.res.status).toBe(200);
      const gross = new Decimal(first.res.body.gross);
      // Room for half of another 10 cbm.
      await db.relationship.updateMany({
        where: { buyerAccountId: desk.buyerUser.accountId },
        data: { creditLimitOption: 'MANUAL', creditLimit: gross.times(1.5).toFixed(2) },
      });
      const refused = await triggerAtShownPrice(desk, '10');
      expect(refused.res.status).toBe(422);
      expect(refused.res.body.message).toBe('insufficient_credit_contact_seller');
      expect(await triggersOf(desk)).toBe(1);
      // Cancelled by the seller, the first no longer counts.
      expect((await desk.seller.post(`/api/triggers/orders/${first.res.body._id}/cancel`, {})).status).toBe(200);
      expect((await triggerAtShownPrice(desk, '10')).res.status).toBe(200);
    }));

  test('a shareholder’s daily purchase limit counts today’s triggers in cbm, with the basket’s refusal and its data', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      const diesel = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
      await db.purchaseLimit.create({ data: { accountId: desk.buyerUser.accountId, productId: diesel.id, limitCbm: '15' } });
      expect((await triggerAtShownPrice(desk, '10')).res.status).toBe(200);
      const refused = await triggerAtShownPrice(desk, '6');
      expect(refused.res.status).toBe(422);
      expect(refused.res.body).toMatchObject({ message: 'daily_purchase_limit_reached', data: { product: 'Diesel B7', limit: '15' } });
      expect((await triggerAtShownPrice(desk, '5')).res.status).toBe(200);
      expect(await triggersOf(desk)).toBe(2);
    }));

  test('a shareholder’s credit limit kept by the operator refuses with the operator variant', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      await db.account.update({ where: { id: desk.buyerUser.accountId }, data: { isShareholder: true, shareholderCreditLimit: '100.00' } });
      const refused = await triggerAtShownPrice(desk, '10');
      expect(refused.res.status).toBe(422);
      expect(refused.res.body.message).toBe('insufficient_credit_contact_operator');
      expect(await triggersOf(desk)).toBe(0);
    }));
});

describe('a trigger order shows where orders are counted', () => {
  test('in the seller’s credit used, the statistics and the CSV export, until it is cancelled', () =>
    withWindowLock(async () => {
      const desk = await contractOverHttp();
      await db.relationship.updateMany({ where: { buyerAccountId: desk.buyerUser.accountId }, data: { creditLimitOption: 'MANUAL', creditLimit: '1000000' } });
      const { res } = await triggerAtShownPrice(desk, '10');
      expect(res.status).toBe(200);
      const creditUsed = async () =>
        (await desk.seller.get('/api/relationships/buyer')).body.relationships.find((r: { other: { id: number } }) => r.other.id === desk.buyerUser.accountId)
          .creditUsed;
      expect(await creditUsed()).toBe(res.body.gross);

      const ranking = (await desk.seller.get('/api/orders/orderStats?statType=ACCOUNT_RANKING')).body.orderStats.accountRanking;
      expect(ranking).toEqual([expect.objectContaining({ orders: 1, volume: 10 })]);
      const volume = (await desk.buyer.get('/api/orders/orderStats?statType=PRODUCT_VOLUME')).body.orderStats.productVolume;
      expect(volume.products).toEqual([expect.objectContaining({ name: 'Diesel B7', orders: 1, volume: 10 })]);

      const csv = await fetch(`${BASE_URL}/api/orderHistory/export.csv`, { headers: { cookie: desk.buyer.cookieHeader() } });
      const [header, ...lines] = (await csv.text()).trim().split('\r\n');
      expect(header.split(';').at(-1)).toBe('Art');
      expect(lines).toHaveLength(1);
      const comma = (value: string) => value.replace('.', ',');
      expect(lines[0]).toContain(`${res.body.orderId};`);
      // In the reader's language, as the spot rows: the status's label, cbm without trailing zeros, the price at the brand's decimals.
      expect(lines[0]).toContain(`;Zu bestätigen;Diesel B7;Duisburg Ruhrort;`);
      expect(lines[0]).toContain(
        `;10;cbm;${comma(new Decimal(res.body.items[0].price).toFixed(2))};${comma(res.body.net)};${comma(res.body.vat)};${comma(res.body.gross)};EUR;`,
      );
      expect(lines[0].endsWith(';Trigger')).toBe(true);

      expect((await desk.seller.post(`/api/triggers/orders/${res.body._id}/cancel`, {})).status).toBe(200);
      expect(await creditUsed()).toBe('0.00');
      expect((await desk.seller.get('/api/orders/orderStats?statType=ACCOUNT_RANKING')).body.orderStats.accountRanking).toEqual([]);
    }));
});
