import { ROLES } from '@/lib/access/routes';
import { Prisma } from '@/lib/db';
import { ApiClient, BASE_URL } from '../helpers/api-client';
import { requiredChoices } from '../helpers/basket-choices';
import { createAccount, createUser, db } from '../helpers/factories';
import { createOffer, removeMarketData } from '../helpers/market-factories';
import { newKey, sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';

/** GET /api/relationships/{accountType}: the counterpart kind of the caller's own account. */
afterAll(() => db.$disconnect());

async function market() {
  const buyer = await createAccount('BUYER');
  const seller = await createAccount('SELLER');
  const otherBuyer = await createAccount('BUYER');
  const product = await db.product.findFirstOrThrow({ where: { type: 'FUEL' } });
  const terminal = await db.terminal.findFirstOrThrow();
  const rel = await db.relationship.create({
    data: {
      buyerAccountId: buyer.id,
      sellerAccountId: seller.id,
      status: 'ENABLED',
      creditLimitOption: 'MANUAL',
      creditLimit: new Prisma.Decimal('125000.50'),
      additivesEnabled: true,
      allTerminals: false,
      creditDays: { create: [{ productId: product.id, days: 14 }] },
      terminals: { create: [{ terminalId: terminal.id }] },
    },
  });
  await db.relationship.create({ data: { buyerAccountId: otherBuyer.id, sellerAccountId: seller.id, status: 'NEW' } });
  return { buyer, seller, otherBuyer, rel, product, terminal };
}

describe('GET /api/relationships/{accountType}', () => {
  it("lists a buyer's sellers with the contract fields", async () => {
    const { buyer, seller, rel, product, terminal } = await market();
    const res = await (await signInAs(await createUser({ accountId: buyer.id }))).get('/api/relationships/seller');
    expect(res.status).toBe(200);
    const related = res.body.relationships.filter((r: any) => r._id !== null);
    expect(related).toHaveLength(1);
    const [r] = related;
    expect(r).toMatchObject({
      _id: rel.id,
      other: { id: seller.id, name: seller.name, status: 'ENABLED', additivesEnabled: true },
      buyer: { status: 'ENABLED' },
      seller: { status: 'ENABLED' },
      creditLimitOption: 'MANUAL',
      creditLimit: '125000.50',
      creditDays: [{ productId: product.id, days: 14 }],
      terminals: { all: false, ids: [terminal.id] },
      products: { all: true, ids: [] },
      version: 1,
    });
    expect(new Date(r.requestedAt).getTime()).not.toBeNaN();
  });

  it("lists a seller's buyers (only its own relationships)", async () => {
    const { seller, buyer, otherBuyer } = await market();
    await market(); // another seller's relationships must not show up
    const res = await (await signInAs(await createUser({ accountId: seller.id }))).get('/api/relationships/buyer');
    expect(res.status).toBe(200);
    const others = res.body.relationships.map((r: any) => [r.other.id, r.other.status]);
    expect(others.sort()).toEqual(
      [
        [buyer.id, 'ENABLED'],
        [otherBuyer.id, 'NEW'],
      ].sort(),
    );
  });

  it('without MyRelationships_View a team member gets names and statuses, no credit limit, credit days, term or releases', async () => {
    const { buyer, seller, otherBuyer } = await market();
    for (const [accountId, path] of [
      [seller.id, '/api/relationships/buyer'],
      [buyer.id, '/api/relationships/seller'],
    ] as const) {
      const res = await (await signInAs(await createUser({ accountId, roles: [ROLES.purchase] }))).get(path);
      expect(res.status).toBe(200);
      expect(res.body.relationships.length).toBeGreaterThan(0);
      for (const r of res.body.relationships) {
        expect(Object.keys(r).sort()).toEqual(['_id', 'buyer', 'other', 'requestedAt', 'seller']);
      }
      expect(JSON.stringify(res.body)).not.toContain('125000');
    }
    const sellerSide = await (await signInAs(await createUser({ accountId: seller.id, roles: [] }))).get('/api/relationships/buyer');
    expect(sellerSide.body.relationships.map((r: any) => r.other.id).sort()).toEqual([buyer.id, otherBuyer.id].sort());
  });

  it('refuses the own kind with 403 and an unknown kind with 400', async () => {
    const { buyer, seller } = await market();
    const buyerClient = await signInAs(await createUser({ accountId: buyer.id }));
    expect((await buyerClient.get('/api/relationships/buyer')).status).toBe(403);
    expect((await buyerClient.get('/api/relationships/admin')).status).toBe(400);
    expect((await (await signInAs(await createUser({ accountId: seller.id }))).get('/api/relationships/seller')).status).toBe(403);
    expect((await (await signInAs(await createUser({ type: 'OPERATOR' }))).get('/api/relationships/seller')).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/relationships/seller')).status).toBe(401);
  });
});

const mails = (to: string[], template: string) => db.emailOutbox.findMany({ where: { to: { in: to }, template }, orderBy: { id: 'asc' } });

/** A buyer and a seller of the platform without a relationship, each with a signed-in manager. */
async function strangers() {
  const buyerUser = await createUser({ type: 'BUYER' });
  const sellerUser = await createUser({ type: 'SELLER' });
  const buyer = await signInAs(buyerUser);
  const seller = await signInAs(sellerUser);
  return { buyerUser, sellerUser, buyer, seller };
}

describe('GET /api/relationships/seller: sellers without a relationship', () => {
  it('lists every seller of the platform the buyer has none with as DISABLED without an id, not blocked ones', async () => {
    const { buyerUser, sellerUser, buyer } = await strangers();
    const blocked = await createAccount('SELLER', { blocked: true });
    const res = await buyer.get('/api/relationships/seller');
    expect(res.status).toBe(200);
    const shown = res.body.relationships.find((r: any) => r.other.id === sellerUser.accountId);
    expect(shown).toEqual({
      _id: null,
      other: { id: sellerUser.accountId, name: expect.any(String), status: 'DISABLED', additivesEnabled: false },
      buyer: { id: buyerUser.accountId, name: expect.any(String), status: 'DISABLED' },
      seller: { id: sellerUser.accountId, name: expect.any(String), status: 'DISABLED' },
      requestedAt: null,
    });
    expect(res.body.relationships.some((r: any) => r.other.id === blocked.id)).toBe(false);
    expect(res.body.relationships.every((r: any) => r.other.id !== buyerUser.accountId)).toBe(true);
  });
});

describe('POST /api/relationships', () => {
  it('requests a seller: 201 with the NEW relationship and a mail to the seller’s managers', async () => {
    const { buyerUser, sellerUser, buyer } = await strangers();
    const before = Date.now();
    const res = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId, message: 'Wir kaufen 500 cbm im Monat.' });
    expect(res.status).toBe(201);
    expect(res.body.relationship).toMatchObject({ other: { id: sellerUser.accountId, status: 'NEW' }, buyer: { id: buyerUser.accountId }, version: 1 });
    expect(new Date(res.body.relationship.requestedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [mail] = await mails([sellerUser.email], 'relationship_requested');
    expect(mail.body).toContain('Wir kaufen 500 cbm im Monat.');

    const listed = (await buyer.get('/api/relationships/seller')).body.relationships.filter((r: any) => r.other.id === sellerUser.accountId);
    expect(listed).toEqual([expect.objectContaining({ _id: res.body.relationship._id, other: expect.objectContaining({ status: 'NEW' }) })]);
  });

  it('refuses requesting the same seller twice with 409 while the request is pending', async () => {
    const { sellerUser, buyer } = await strangers();
    expect((await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).status).toBe(201);
    const again = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('relationship_already_requested');
    expect(await mails([sellerUser.email], 'relationship_requested')).toHaveLength(1);
  });

  it('a request tried again with its Idempotency-Key after a lost answer replays the 201 instead of refusing it as already requested', async () => {
    const { sellerUser, buyer } = await strangers();
    const key = { 'idempotency-key': `request-${sellerUser.accountId}` };
    const first = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId }, key);
    const again = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.relationship._id).toBe(first.body.relationship._id);
    expect(await mails([sellerUser.email], 'relationship_requested')).toHaveLength(1);
  });

  it('after a cancel, a new request makes it NEW again and drops what the seller had set up', async () => {
    const { sellerUser, buyer, seller } = await strangers();
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).body.relationship;
    const term = await db.paymentTerm.findFirstOrThrow();
    const set = await seller.put(`/api/relationships/${id}`, {
      status: 'ENABLED',
      creditLimitOption: 'MANUAL',
      creditLimit: '5000',
      paymentTermId: term.id,
      version: 1,
    });
    expect(set.status).toBe(200);
    const cancelled = await buyer.delete(`/api/relationships/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.relationship.other.status).toBe('DISABLED');

    const again = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId });
    expect(again.status).toBe(201);
    expect(again.body.relationship).toMatchObject({ _id: id, other: { status: 'NEW' }, creditLimitOption: 'NONE', creditLimit: null, paymentTermId: null });
    expect(await mails([sellerUser.email], 'relationship_requested')).toHaveLength(2);
  });

  it('refuses an unknown or blocked seller (404), a buyer as seller (404), bad input (400 naming the field), sellers and non-managers (403)', async () => {
    const { buyer, sellerUser, seller } = await strangers();
    const blocked = await createAccount('SELLER', { blocked: true });
    const otherBuyer = await createAccount('BUYER');
    for (const sellerAccountId of [blocked.id, otherBuyer.id, 2_000_000_000]) {
      const res = await buyer.post('/api/relationships', { sellerAccountId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('seller_not_found');
    }
    const bad = await buyer.post('/api/relationships', { sellerAccountId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ sellerAccountId: 'seller_required' });
    expect((await seller.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).status).toBe(403);
    const viewer = await signInAs(await createUser({ type: 'BUYER', roles: [ROLES.purchase] }));
    expect((await viewer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).status).toBe(403);
    expect((await new ApiClient().post('/api/relationships', { sellerAccountId: sellerUser.accountId })).status).toBe(401);
  });
});

describe('DELETE /api/relationships/{id}', () => {
  it('cancels only the buyer’s own relationship: another company’s is 404, a seller is 403', async () => {
    const { sellerUser, buyer, seller } = await strangers();
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).body.relationship;
    const stranger = await signInAs(await createUser({ type: 'BUYER' }));
    const foreign = await stranger.delete(`/api/relationships/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('relationship_not_found');
    expect((await seller.delete(`/api/relationships/${id}`)).status).toBe(403);
    expect((await db.relationship.findUniqueOrThrow({ where: { id } })).status).toBe('NEW');
  });
});

describe('PUT /api/relationships/{id}', () => {
  async function requested() {
    const parties = await strangers();
    const res = await parties.buyer.post('/api/relationships', { sellerAccountId: parties.sellerUser.accountId });
    return { ...parties, id: res.body.relationship._id as number };
  }

  it('the seller sets status and terms; the buyer is mailed the decision with the message', async () => {
    const { buyerUser, seller, id } = await requested();
    const [fuel, other] = await db.product.findMany({ where: { type: 'FUEL' }, orderBy: { id: 'asc' }, take: 2 });
    const terminal = await db.terminal.findFirstOrThrow();
    const term = await db.paymentTerm.findFirstOrThrow();
    const res = await seller.put(`/api/relationships/${id}`, {
      status: 'ENABLED',
      message: 'Willkommen!',
      creditLimitOption: 'MANUAL',
      creditLimit: '25000.50',
      creditDays: [
        { productId: other.id, days: 45 },
        { productId: fuel.id, days: 7 },
      ],
      allTerminals: false,
      terminalIds: [terminal.id],
      allProducts: false,
      productIds: [fuel.id],
      additivesEnabled: true,
      paymentTermId: term.id,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.relationship).toMatchObject({
      _id: id,
      other: { id: buyerUser.accountId, status: 'ENABLED', additivesEnabled: true },
      creditLimitOption: 'MANUAL',
      creditLimit: '25000.50',
      creditDays: [
        { productId: fuel.id, days: 7 },
        { productId: other.id, days: 45 },
      ],
      terminals: { all: false, ids: [terminal.id] },
      products: { all: false, ids: [fuel.id] },
      paymentTermId: term.id,
      version: 2,
    });
    const [mail] = await mails([buyerUser.email], 'relationship_status');
    expect(mail.body).toContain('angenommen');
    expect(mail.body).toContain('Willkommen!');

    // Only what is sent changes; no status change, no mail.
    const terms = await seller.put(`/api/relationships/${id}`, { creditDays: [{ productId: fuel.id, days: 21 }], version: 2 });
    expect(terms.body.relationship).toMatchObject({
      creditDays: [{ productId: fuel.id, days: 21 }],
      creditLimit: '25000.50',
      other: { status: 'ENABLED' },
      version: 3,
    });
    const declined = await seller.put(`/api/relationships/${id}`, { status: 'DISABLED', creditLimitOption: 'NONE', version: 3 });
    // No limit leaves no manual amount behind.
    expect(declined.body.relationship).toMatchObject({ other: { status: 'DISABLED' }, creditLimitOption: 'NONE', creditLimit: null, disabledBy: 'SELLER' });
    expect((await mails([buyerUser.email], 'relationship_status')).map((m) => m.body.includes('aufgehoben'))).toEqual([false, true]);
  });

  it('a relationship the buyer cancelled stays DISABLED: the seller’s ENABLED or IN_PROCESSING is 409; a new request is NEW with no terms', async () => {
    const { buyer, buyerUser, seller, id } = await requested();
    const term = await db.paymentTerm.findFirstOrThrow();
    const enabled = await seller.put(`/api/relationships/${id}`, {
      status: 'ENABLED',
      creditLimitOption: 'MANUAL',
      creditLimit: '5000',
      paymentTermId: term.id,
      version: 1,
    });
    expect(enabled.status).toBe(200);
    const cancelled = await buyer.delete(`/api/relationships/${id}`);
    // The cancel drops what the seller set up.
    expect(cancelled.body.relationship).toMatchObject({ other: { status: 'DISABLED' }, disabledBy: 'BUYER', creditLimitOption: 'NONE', paymentTermId: null });
    const { version } = cancelled.body.relationship;
    for (const status of ['ENABLED', 'IN_PROCESSING']) {
      const revived = await seller.put(`/api/relationships/${id}`, { status, version });
      expect([revived.status, revived.body.message]).toEqual([409, 'relationship_cancelled_by_buyer']);
    }
    // Terms too: the buyer's next request would drop them unseen.
    for (const terms of [
      { creditLimitOption: 'MANUAL', creditLimit: '5000' },
      { paymentTermId: term.id },
      { creditDays: [] },
      { allTerminals: true },
      { additivesEnabled: true },
      { status: 'DISABLED', allProducts: false, productIds: [] },
    ]) {
      const edited = await seller.put(`/api/relationships/${id}`, { ...terms, version });
      expect([edited.status, edited.body.message]).toEqual([409, 'relationship_cancelled_by_buyer']);
    }
    // Declining it once more changes nothing and is no edit of terms.
    expect((await seller.put(`/api/relationships/${id}`, { status: 'DISABLED', version })).status).toBe(200);
    expect(await db.relationship.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'DISABLED',
      creditLimit: null,
      paymentTermId: null,
      additivesEnabled: false,
      disabledBy: 'BUYER',
    });
    expect(await mails([buyerUser.email], 'relationship_status')).toHaveLength(1);
    const listed = await buyer.get('/api/relationships/seller');
    expect(listed.body.relationships.find((r: any) => r._id === id).other.status).toBe('DISABLED');

    const again = await buyer.post('/api/relationships', { sellerAccountId: cancelled.body.relationship.other.id });
    expect(again.body.relationship).toMatchObject({
      other: { status: 'NEW' },
      creditLimitOption: 'NONE',
      creditLimit: null,
      paymentTermId: null,
      disabledBy: null,
    });
    expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: again.body.relationship.version })).status).toBe(200);
  });

  it('keeps who did what when: the buyer’s message, and who decided or cancelled when, with the seller’s message, for both sides', async () => {
    const { buyer, buyerUser, seller, sellerUser } = await strangers();
    await db.user.update({ where: { id: sellerUser.id }, data: { firstName: 'Sven', lastName: 'Verkauf' } });
    await db.user.update({ where: { id: buyerUser.id }, data: { firstName: 'Karla', lastName: 'Kauf' } });
    const requested = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId, message: 'Wir kaufen 500 cbm im Monat.' });
    const id = requested.body.relationship._id;
    expect(requested.body.relationship).toMatchObject({ requestMessage: 'Wir kaufen 500 cbm im Monat.', decision: null, disabledBy: null });
    const before = Date.now();
    expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', message: 'Willkommen!', version: 1 })).status).toBe(200);
    // A change of terms only is no decision.
    expect((await seller.put(`/api/relationships/${id}`, { creditLimitOption: 'MANUAL', creditLimit: '100', version: 2 })).status).toBe(200);

    const sellerSide = (await seller.get('/api/relationships/buyer')).body.relationships.find((r: any) => r._id === id);
    const buyerSide = (await buyer.get('/api/relationships/seller')).body.relationships.find((r: any) => r._id === id);
    for (const seen of [sellerSide, buyerSide]) {
      expect(seen).toMatchObject({
        requestMessage: 'Wir kaufen 500 cbm im Monat.',
        decision: { by: 'Sven Verkauf', message: 'Willkommen!' },
        disabledBy: null,
      });
      expect(new Date(seen.decision.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }

    expect((await buyer.delete(`/api/relationships/${id}`)).status).toBe(200);
    const ended = (await seller.get('/api/relationships/buyer')).body.relationships.find((r: any) => r._id === id);
    expect(ended).toMatchObject({ decision: { by: 'Karla Kauf', message: null }, disabledBy: 'BUYER' });
    const again = await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId });
    expect(again.body.relationship).toMatchObject({ requestMessage: null, decision: null, disabledBy: null });
  });

  it('refuses credit days outside 7, 14, 21, 30, 45 and other bad input with 400 naming the field', async () => {
    const { seller, id } = await requested();
    const product = await db.product.findFirstOrThrow();
    const days = await seller.put(`/api/relationships/${id}`, { creditDays: [{ productId: product.id, days: 10 }], version: 1 });
    expect(days.status).toBe(400);
    expect(days.body.fields).toEqual({ 'creditDays.0.days': 'credit_days_options' });
    const missing = await seller.put(`/api/relationships/${id}`, { creditLimitOption: 'MANUAL', status: 'NEW' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ creditLimit: 'credit_limit_required', status: 'invalid_value', version: 'version_required' });
    const unknown = await seller.put(`/api/relationships/${id}`, { terminalIds: [2_000_000_000], paymentTermId: 2_000_000_000, version: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'terminalIds.0': 'terminal_required', paymentTermId: 'payment_term_unknown' });
    expect((await db.relationship.findUniqueOrThrow({ where: { id } })).version).toBe(1);
  });

  it('answers a stale version with 409 and the current relationship', async () => {
    const { seller, sellerUser, id } = await requested();
    expect((await seller.put(`/api/relationships/${id}`, { status: 'IN_PROCESSING', version: 1 })).status).toBe(200);
    const colleague = await signInAs(await createUser({ accountId: sellerUser.accountId }));
    const stale = await colleague.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('relationship_edited_elsewhere');
    expect(stale.body.data.relationship).toMatchObject({ _id: id, other: { status: 'IN_PROCESSING' }, version: 2 });
  });

  it('refuses a buyer (403), another seller’s buyer (404) and a seller without MyRelationships_View (403)', async () => {
    const { buyer, sellerUser, id } = await requested();
    expect((await buyer.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 })).status).toBe(403);
    const otherSeller = await signInAs(await createUser({ type: 'SELLER' }));
    const foreign = await otherSeller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('relationship_not_found');
    const viewer = await signInAs(await createUser({ accountId: sellerUser.accountId, roles: [] }));
    expect((await viewer.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 })).status).toBe(403);
    expect((await db.relationship.findUniqueOrThrow({ where: { id } })).status).toBe('NEW');
  });
});

describe('a change counts at the next request', () => {
  it('an ENABLED relationship shows the seller’s offers at the next market request; a cancel hides them and checkout refuses', async () => {
    const { sellerUser, buyer, seller } = await strangers();
    const offer = await createOffer(sellerUser.accountId);
    const offerIds = async () => (await buyer.get('/api/v2/offers')).body.offers.map((o: { _id: number }) => o._id);
    try {
      const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).body.relationship;
      expect(await offerIds()).not.toContain(offer.id);
      expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 })).status).toBe(200);
      expect(await offerIds()).toContain(offer.id);

      const basket = await buyer.post('/api/baskets', { offerId: offer.id, quantity: '5' });
      expect(basket.status).toBe(200);
      expect((await buyer.delete(`/api/relationships/${id}`)).status).toBe(200);
      expect(await offerIds()).not.toContain(offer.id);
      const checkout = await buyer.post(`/api/baskets/${basket.body._id}/checkout`, {
        termsAccepted: true,
        orderChecked: true,
        idempotencyKey: `key-${id}-${Date.now()}`,
      });
      expect(checkout.status).toBe(422);
      expect(checkout.body.message).toBe('no_seller_relationship');
    } finally {
      await db.basket.deleteMany({ where: { items: { some: { offerId: offer.id } } } });
      await removeMarketData([sellerUser.accountId]);
    }
  });
});

describe('mails that say what to do next, and the audit log', () => {
  it('the buyer is told the next step of each status in German and English', async () => {
    const { buyerUser, buyer, sellerUser, seller } = await strangers();
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId, message: 'Bitte freischalten.' })).body.relationship;
    const [requested] = await mails([sellerUser.email], 'relationship_requested');
    expect(requested.body).toContain('„Meine Käufer“');
    expect(requested.body).toContain('under “My buyers”');
    for (const [version, status, de, en] of [
      [1, 'IN_PROCESSING', 'hat Ihre Anfrage in Bearbeitung genommen. Der Verkäufer prüft sie', 'The seller is checking it'],
      [2, 'DISABLED', 'hat Ihre Anfrage abgelehnt. Sie können bei diesem Verkäufer derzeit nicht bestellen', 'You can ask again later under “My sellers”'],
      [3, 'ENABLED', 'auf dem Handelsplatz die Angebote dieses Verkäufers bestellen', 'order this seller’s offers on the marketplace now'],
      [4, 'IN_PROCESSING', 'hat Ihre Freischaltung ausgesetzt', 'existing orders stay as they are'],
      [5, 'ENABLED', 'hat Ihre Anfrage angenommen', 'has accepted your request'],
    ] as const) {
      expect((await seller.put(`/api/relationships/${id}`, { status, version })).status).toBe(200);
      const [mail] = (await mails([buyerUser.email], 'relationship_status')).slice(-1);
      expect([status, mail.body]).toEqual([status, expect.stringContaining(de)]);
      expect(mail.body).toContain(en);
    }
  });

  it('an enabled buyer the seller disables is told it can no longer order, existing orders stay, and it may ask again under “Meine Verkäufer”', async () => {
    const { buyerUser, buyer, sellerUser, seller } = await strangers();
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).body.relationship;
    expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 })).status).toBe(200);
    expect((await seller.put(`/api/relationships/${id}`, { status: 'DISABLED', message: 'Zahlungsrückstand.', version: 2 })).status).toBe(200);
    const [mail] = (await mails([buyerUser.email], 'relationship_status')).slice(-1);
    expect(mail.body).not.toContain('Anfrage abgelehnt');
    expect(mail.body).not.toContain('declined your request');
    for (const text of [
      'hat Ihre Freischaltung aufgehoben. Sie können bei diesem Verkäufer nicht mehr bestellen; bestehende Bestellungen bleiben unberührt.',
      'Unter „Meine Verkäufer“ können Sie erneut eine Freischaltung anfragen.',
      'You can no longer order from this seller; existing orders stay as they are. You can ask to be released again under “My sellers”.',
      'Zahlungsrückstand.',
    ]) {
      expect(mail.body).toContain(text);
    }
  });

  it('new terms of an enabled relationship are mailed to the buyer; a cancel is mailed to the seller; each change is audited with before and after', async () => {
    const { buyerUser, buyer, sellerUser, seller } = await strangers();
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerUser.accountId })).body.relationship;
    // Terms of a relationship not yet enabled are no news to the buyer.
    expect((await seller.put(`/api/relationships/${id}`, { creditLimitOption: 'MANUAL', creditLimit: '1000', version: 1 })).status).toBe(200);
    expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 2 })).status).toBe(200);
    expect(await mails([buyerUser.email], 'relationship_terms_changed')).toHaveLength(0);

    const term = await db.paymentTerm.findFirstOrThrow();
    const terms = await seller.put(`/api/relationships/${id}`, {
      creditLimitOption: 'MANUAL',
      creditLimit: '2500',
      paymentTermId: term.id,
      message: 'Neu ab heute.',
      version: 3,
    });
    expect(terms.status).toBe(200);
    const [mail] = await mails([buyerUser.email], 'relationship_terms_changed');
    expect(mail.body).toContain('Kreditlimit, Zahlungsziel');
    expect(mail.body).toContain('credit limit, payment term');
    expect(mail.body).toContain('Neu ab heute.');
    expect(mail.body).toContain('ab Ihrer nächsten Bestellung');

    expect((await buyer.delete(`/api/relationships/${id}`)).status).toBe(200);
    const [cancelled] = await mails([sellerUser.email], 'relationship_cancelled');
    expect(cancelled.body).toContain(terms.body.relationship.other.name);
    expect(cancelled.body).toContain('has ended its relationship with you');
    // Cancelling again changes nothing the seller needs to hear of.
    expect((await buyer.delete(`/api/relationships/${id}`)).status).toBe(200);
    expect(await mails([sellerUser.email], 'relationship_cancelled')).toHaveLength(1);

    const entries = await db.auditLog.findMany({ where: { detail: { path: ['relationshipId'], equals: id } }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => [e.event, e.userId])).toEqual([
      ['relationship_requested', buyerUser.id],
      ['relationship_updated', sellerUser.id],
      ['relationship_updated', sellerUser.id],
      ['relationship_updated', sellerUser.id],
      ['relationship_cancelled', buyerUser.id],
      ['relationship_cancelled', buyerUser.id],
    ]);
    expect(entries[3].detail).toMatchObject({
      before: { status: 'ENABLED', creditLimit: '1000.00', paymentTermId: null, version: 3 },
      after: { status: 'ENABLED', creditLimit: '2500.00', paymentTermId: term.id, version: 4 },
    });
    expect(entries[4].detail).toMatchObject({ before: { status: 'ENABLED' }, after: { status: 'DISABLED' } });
  });
});

describe('terms set through PUT count at the next checkout', () => {
  const confirm = { termsAccepted: true, orderChecked: true };

  it('a credit limit refuses the next checkout over it, credit days decide which orders count; the Buyers list shows the credit used and filters by status', async () => {
    const { seller: sellerAccount, offer, product } = await sellerWithOffer({ volume: '100', min: '1', max: '50', fixedPrice: '100.00' });
    const buyerUser = await createUser({ type: 'BUYER' });
    const buyer = await signInAs(buyerUser);
    const seller = await signInAs(await createUser({ accountId: sellerAccount.id }));
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerAccount.id })).body.relationship;
    expect((await seller.put(`/api/relationships/${id}`, { status: 'ENABLED', version: 1 })).status).toBe(200);
    const order = async () => {
      const basket = await buyer.post('/api/baskets', { offerId: offer.id, quantity: '2', ...(await requiredChoices(buyerUser.accountId, offer.id)) });
      expect(basket.status).toBe(200);
      return buyer.post(`/api/baskets/${basket.body._id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    };
    const listed = async (status?: string) =>
      (await seller.get(`/api/relationships/buyer${status ? `?status=${status}` : ''}`)).body.relationships.find((r: any) => r._id === id);

    expect((await order()).status).toBe(200);
    const first = await db.order.findFirstOrThrow({ where: { buyerAccountId: buyerUser.accountId } });
    // No limit: nothing to use up.
    expect((await listed()).creditUsed).toBeNull();

    const limit = new Prisma.Decimal(first.gross).times(1.5).toFixed(2);
    expect((await seller.put(`/api/relationships/${id}`, { creditLimitOption: 'MANUAL', creditLimit: limit, version: 2 })).status).toBe(200);
    expect(await listed('ENABLED')).toMatchObject({ creditLimit: limit, creditUsed: first.gross.toFixed(2) });
    expect(await listed('NEW')).toBeUndefined();
    const over = await order();
    expect([over.status, over.body.message]).toEqual([422, 'insufficient_credit_contact_seller']);

    // Ten days old, the order still counts within the default 30 credit days ...
    await db.order.update({ where: { id: first.id }, data: { created: new Date(Date.now() - 10 * 86_400_000) } });
    expect((await order()).status).toBe(422);
    // ... and no more once the seller grants 7 days for the product.
    expect((await seller.put(`/api/relationships/${id}`, { creditDays: [{ productId: product.id, days: 7 }], version: 3 })).status).toBe(200);
    expect((await listed('ENABLED')).creditUsed).toBe('0.00');
    expect((await order()).status).toBe(200);
  });

  it('switching a manual limit to API keeps it in force, shown as interim, until the API sends one; NONE clears it', async () => {
    const { seller: sellerAccount, offer } = await sellerWithOffer({ volume: '100', min: '1', max: '50', fixedPrice: '100.00' });
    const buyerUser = await createUser({ type: 'BUYER' });
    const buyer = await signInAs(buyerUser);
    const seller = await signInAs(await createUser({ accountId: sellerAccount.id, isAdmin: true }));
    const { _id: id } = (await buyer.post('/api/relationships', { sellerAccountId: sellerAccount.id })).body.relationship;
    const put = async (body: object) => {
      const { version } = await listed();
      const res = await seller.put(`/api/relationships/${id}`, { ...body, version });
      expect(res.status).toBe(200);
      return res.body.relationship;
    };
    const listed = async () => (await seller.get('/api/relationships/buyer')).body.relationships.find((r: any) => r._id === id);
    const order = async () => {
      const basket = await buyer.post('/api/baskets', { offerId: offer.id, quantity: '2', ...(await requiredChoices(buyerUser.accountId, offer.id)) });
      return buyer.post(`/api/baskets/${basket.body._id}/checkout`, { ...confirm, idempotencyKey: newKey() });
    };
    const refused = async () => (await order()).body.message;

    expect(await put({ status: 'ENABLED', creditLimitOption: 'MANUAL', creditLimit: '10.00' })).toMatchObject({
      creditLimit: '10.00',
      creditLimitSource: 'MANUAL',
    });
    expect(await refused()).toBe('insufficient_credit_contact_seller');

    // Handed to the ERP: the manual 10 EUR stay in force, and the answer says who set them.
    expect(await put({ creditLimitOption: 'API' })).toMatchObject({ creditLimitOption: 'API', creditLimit: '10.00', creditLimitSource: 'MANUAL' });
    expect(await listed()).toMatchObject({ creditLimitOption: 'API', creditLimit: '10.00', creditLimitSource: 'MANUAL' });
    expect(await refused()).toBe('insufficient_credit_contact_seller');

    const token = (await seller.post('/api/integrations/tokens', { name: 'ERP' })).body.token;
    const sent = await fetch(`${BASE_URL}/api/integrations/credit-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limits: [{ buyerAccountId: buyerUser.accountId, creditLimit: '1000000.00' }] }),
    });
    expect(sent.status).toBe(200);
    expect(await listed()).toMatchObject({ creditLimitOption: 'API', creditLimit: '1000000.00', creditLimitSource: 'API' });
    expect((await order()).status).toBe(200);

    // On to CSV, the API's amount stays until an upload sends one; no limit clears it.
    expect(await put({ creditLimitOption: 'CSV' })).toMatchObject({ creditLimitOption: 'CSV', creditLimit: '1000000.00', creditLimitSource: 'API' });
    expect(await put({ creditLimitOption: 'NONE' })).toMatchObject({ creditLimitOption: 'NONE', creditLimit: null, creditLimitSource: null });
    expect(await put({ creditLimitOption: 'API' })).toMatchObject({ creditLimitOption: 'API', creditLimit: null, creditLimitSource: null });
  });

  it('refuses an unknown status filter with 400', async () => {
    const { seller } = await strangers();
    const res = await seller.get('/api/relationships/buyer?status=OPEN');
    expect([res.status, res.body.fields]).toEqual([400, { status: 'invalid_value' }]);
  });
});
