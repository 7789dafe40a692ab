import { ApiClient } from '../helpers/api-client';
import { createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** GET, POST, PUT and DELETE /api/news (design 10): sellers write, released buyers read the last 10. */
afterAll(() => db.$disconnect());

async function sellerWithBuyer(status: 'ENABLED' | 'NEW' | 'DISABLED' = 'ENABLED') {
  const seller = await createUser({ type: 'SELLER' });
  const buyer = await createUser({ type: 'BUYER' });
  await db.relationship.create({ data: { buyerAccountId: buyer.accountId, sellerAccountId: seller.accountId, status } });
  return { seller: await signInAs(seller), sellerUser: seller, buyer: await signInAs(buyer) };
}

describe('/api/news', () => {
  it('a seller writes (201, dated by the server), edits and deletes; its ENABLED buyer reads it, newest first', async () => {
    const { seller, buyer, sellerUser } = await sellerWithBuyer();
    const first = await seller.post('/api/news', { title: ' Ladezeiten ', content: 'Ab Montag 5 bis 21 Uhr.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'Ladezeiten', content: 'Ab Montag 5 bis 21 Uhr.', seller: { id: sellerUser.accountId } });
    expect(Math.abs(Date.parse(first.body.date) - Date.now())).toBeLessThan(60_000);
    const second = (await seller.post('/api/news', { title: 'Winterdiesel', content: 'CFPP -20 °C' })).body;

    expect((await buyer.get('/api/news')).body.items.map((i: { title: string }) => i.title)).toEqual(['Winterdiesel', 'Ladezeiten']);
    expect((await seller.get('/api/news')).body.items).toHaveLength(2);

    const edited = await seller.put(`/api/news/${second._id}`, { title: 'Winterdiesel ab heute' });
    expect(edited.body).toMatchObject({ title: 'Winterdiesel ab heute', content: 'CFPP -20 °C', date: second.date });
    expect((await seller.delete(`/api/news/${first.body._id}`)).status).toBe(200);
    expect((await buyer.get('/api/news')).body.items.map((i: { title: string }) => i.title)).toEqual(['Winterdiesel ab heute']);
  });

  it('shows a buyer only the news of sellers it is released by, and at most the last 10', async () => {
    const released = await sellerWithBuyer('ENABLED');
    const requested = await sellerWithBuyer('NEW');
    await requested.seller.post('/api/news', { title: 'Nur für Freigeschaltete', content: 'x' });
    expect((await requested.buyer.get('/api/news')).body.items).toEqual([]);

    for (let i = 1; i <= 12; i++) await released.seller.post('/api/news', { title: `Meldung ${i}`, content: 'x' });
    const items = (await released.buyer.get('/api/news')).body.items;
    expect(items).toHaveLength(10);
    expect(items[0].title).toBe('Meldung 12');
    // Another buyer of the platform reads nothing of it.
    expect((await (await signInAs(await createUser({ type: 'BUYER' }))).get('/api/news')).body.items).toEqual([]);
  });

  it("the seller's desk lists every own item, 20 a page, so the 11th-oldest and older stay editable; the box keeps the last 10", async () => {
    const { seller, buyer } = await sellerWithBuyer();
    await (await signInAs(await createUser({ type: 'SELLER' }))).post('/api/news', { title: 'Fremd', content: 'x' });
    const written = [];
    for (let i = 1; i <= 22; i++) written.push((await seller.post('/api/news', { title: `Meldung ${i}`, content: 'x' })).body);

    const first = await seller.get('/api/news/desk');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.body.items.map((i: { title: string }) => i.title)).toEqual(
      written
        .slice(2)
        .reverse()
        .map((i) => i.title),
    );
    // The 11th-newest, past the news box, is on the desk and can be edited there.
    expect(first.body.items[10].title).toBe('Meldung 12');
    const second = await seller.get('/api/news/desk?page=2');
    expect(second.body.items.map((i: { title: string }) => i.title)).toEqual(['Meldung 2', 'Meldung 1']);
    expect((await seller.put(`/api/news/${written[0]._id}`, { content: 'Berichtigt' })).body).toMatchObject({ title: 'Meldung 1', content: 'Berichtigt' });
    expect((await seller.delete(`/api/news/${written[1]._id}`)).status).toBe(200);
    expect((await seller.get('/api/news/desk?page=2')).body).toMatchObject({ total: 21, items: [{ title: 'Meldung 1', content: 'Berichtigt' }] });

    expect((await seller.get('/api/news')).body.items).toHaveLength(10);
    expect((await buyer.get('/api/news')).body.items).toHaveLength(10);
    expect((await buyer.get('/api/news/desk')).status).toBe(403);
    expect((await seller.get('/api/news/desk?page=0')).body.fields).toMatchObject({ page: 'invalid_value' });
  });

  it("refuses a buyer's writes (403), another seller's item (404) and bad bodies (400), changing nothing", async () => {
    const { seller, buyer } = await sellerWithBuyer();
    const item = (await seller.post('/api/news', { title: 'Original', content: 'Text' })).body;
    expect((await buyer.post('/api/news', { title: 'A', content: 'B' })).status).toBe(403);
    expect((await buyer.put(`/api/news/${item._id}`, { title: 'B' })).status).toBe(403);
    const other = await signInAs(await createUser({ type: 'SELLER' }));
    expect((await other.put(`/api/news/${item._id}`, { title: 'Gekapert' })).status).toBe(404);
    expect((await other.delete(`/api/news/${item._id}`)).status).toBe(404);

    const empty = await seller.post('/api/news', { title: ' ', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ title: 'required', content: 'required' });
    expect((await seller.post('/api/news', { title: 'x'.repeat(121), content: 'y' })).body.fields).toMatchObject({ title: 'too_long' });
    expect((await seller.put(`/api/news/${item._id}`, { date: '2020-01-01' })).status).toBe(400);
    expect(await db.newsItem.findUnique({ where: { id: item._id } })).toMatchObject({ title: 'Original', content: 'Text' });
    expect((await new ApiClient().get('/api/news')).status).toBe(401);
  });
});
