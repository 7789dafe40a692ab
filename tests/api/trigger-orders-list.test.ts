import { db } from '../helpers/factories';
import { contractOverHttp, dieselContract } from '../helpers/trigger-setup';

/** GET /api/triggers/orders with the order-history parameters that apply: filters, sorting, paging and the filter options. */
afterAll(() => db.$disconnect());

const DAY = 86_400_000;

/** A buyer's five trigger orders on a diesel and a bundle contract, written directly with set dates, volumes and statuses. */
async function history() {
  const desk = await contractOverHttp();
  const [diesel, e5, e10] = await Promise.all(['Diesel B7', 'Super E5', 'Super E10'].map((name) => db.product.findFirstOrThrow({ where: { name } })));
  const bundle = await desk.seller.post(
    '/api/triggers/contracts',
    await dieselContract(desk.buyerUser.accountId, {
      ekkNumber: 'EKK-BUNDLE',
      products: [
        { productId: e5.id, percent: '50' },
        { productId: e10.id, percent: '50' },
      ],
      premiumUnit: 'EUR/CUBIC_METRE',
    }),
  );
  const now = Date.now();
  const orders = [];
  for (const [i, [contractId, products, quantity, daysAgo, status]] of (
    [
      [desk.contractId, [diesel.id], '10', 1, 'PENDING'],
      [desk.contractId, [diesel.id], '30', 3, 'CONFIRMED'],
      [bundle.body._id, [e5.id, e10.id], '20', 5, 'CONFIRMED'],
      [desk.contractId, [diesel.id], '5', 7, 'CANCELLED'],
      [bundle.body._id, [e5.id, e10.id], '40', 9, 'PENDING'],
    ] as const
  ).entries()) {
    orders.push(
      await db.triggerOrder.create({
        data: {
          orderNumber: `LIST-${desk.contractId}-${i}`,
          contractId,
          buyerAccountId: desk.buyerUser.accountId,
          buyerUserId: desk.buyerUser.id,
          sellerAccountId: desk.sellerUser.accountId,
          status,
          quantity,
          liftingPeriodId: desk.period.id,
          liftingStart: new Date(now - daysAgo * DAY),
          liftingEnd: new Date(now - (daysAgo - 3) * DAY),
          windowId: 0,
          // 90.00 per 100L15: 900.00 net a cbm, VAT left out.
          net: String(Number(quantity) * 900),
          vatRate: '0',
          vat: '0',
          gross: String(Number(quantity) * 900),
          currency: 'EUR',
          created: new Date(now - daysAgo * DAY),
          items: {
            create: products.map((productId) => {
              const cbm = Number(quantity) / products.length;
              return { productId, quantity: String(cbm), price: '90', net: String(cbm * 900), vat: '0', gross: String(cbm * 900), breakdown: [] };
            }),
          },
        },
      }),
    );
  }
  return { ...desk, orders, diesel, e5, now };
}

const ids = (body: { orders: { orderId: string }[] }) => body.orders.map((o) => o.orderId.replace(/^LIST-\d+-/, ''));

test('sorts by date, volume, number and status, each way', async () => {
  const { buyer } = await history();
  expect(ids((await buyer.get('/api/triggers/orders')).body)).toEqual(['0', '1', '2', '3', '4']);
  expect(ids((await buyer.get('/api/triggers/orders?sortBy=created&sortType=asc')).body)).toEqual(['4', '3', '2', '1', '0']);
  expect(ids((await buyer.get('/api/triggers/orders?sortBy=volume&sortType=desc')).body)).toEqual(['4', '1', '2', '0', '3']);
  expect(ids((await buyer.get('/api/triggers/orders?sortBy=orderId&sortType=asc')).body)).toEqual(['0', '1', '2', '3', '4']);
  // Statuses in the order of their flow: pending, confirmed, cancelled.
  expect(ids((await buyer.get('/api/triggers/orders?sortBy=status&sortType=asc')).body)).toEqual(['0', '4', '1', '2', '3']);
});

test('filters by product, created range, order number, volume range, status and counterparty', async () => {
  const { buyer, seller, e5, diesel, now, sellerUser, buyerUser, contractId } = await history();
  expect(ids((await buyer.get(`/api/triggers/orders?productList=${e5.id}`)).body)).toEqual(['2', '4']);
  expect(ids((await buyer.get(`/api/triggers/orders?productList=${diesel.id}&orderStatusList=PENDING,CANCELLED`)).body)).toEqual(['0', '3']);
  const iso = (daysAgo: number) => encodeURIComponent(new Date(now - daysAgo * DAY).toISOString());
  expect(ids((await buyer.get(`/api/triggers/orders?createdStart=${iso(6)}&createdEnd=${iso(2)}`)).body)).toEqual(['1', '2']);
  expect(ids((await buyer.get(`/api/triggers/orders?orderId=LIST-${contractId}-3`)).body)).toEqual(['3']);
  expect(ids((await buyer.get('/api/triggers/orders?orderQuantityMin=10&orderQuantityMax=30')).body)).toEqual(['0', '1', '2']);
  expect(ids((await buyer.get(`/api/triggers/orders?sellerList=${sellerUser.accountId}`)).body)).toHaveLength(5);
  expect((await seller.get(`/api/triggers/orders?buyerList=${buyerUser.accountId + 1_000_000}`)).body.orders).toEqual([]);
});

test('pages with the total of all matching orders', async () => {
  const { buyer } = await history();
  const second = (await buyer.get('/api/triggers/orders?pageLimit=2&pageNumber=2')).body;
  expect(ids(second)).toEqual(['2', '3']);
  expect(second.metadata).toEqual({ total: 5, pageCount: 3, vatRate: expect.stringMatching(/^\d+\.\d{2}$/) });
  expect(ids((await buyer.get('/api/triggers/orders?pageLimit=2&pageNumber=3')).body)).toEqual(['4']);
});

test('answers filter options over all of the caller’s trigger orders', async () => {
  const { buyer, now, diesel, e5, sellerUser } = await history();
  const { filterOptions } = (await buyer.get('/api/triggers/orders?orderStatusList=PENDING')).body;
  expect(filterOptions.orderIds).toHaveLength(5);
  expect(filterOptions.products.map((p: { id: number }) => p.id).sort()).toEqual(
    [diesel.id, e5.id, (await db.product.findFirstOrThrow({ where: { name: 'Super E10' } })).id].sort(),
  );
  expect(filterOptions.status).toEqual(['CANCELLED', 'CONFIRMED', 'PENDING']);
  expect(filterOptions.sellers).toEqual([{ id: sellerUser.accountId, name: expect.any(String) }]);
  expect(filterOptions.volumes).toEqual({ minQuantity: '5.000', maxQuantity: '40.000' });
  expect(new Date(filterOptions.createdDates.minDate).getTime()).toBe(now - 9 * DAY);
});
