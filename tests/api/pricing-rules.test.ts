import { iceContractMonth } from '@/lib/market-window/domain/ice-contract';
import { ICE_MONTHS } from '@/lib/offers/schemas';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** The Pricing Engine's rules (trading-domain 2, 3, 4, 5, 8; design 5). */
afterAll(() => db.$disconnect());

/** A calendar day relative to today, so an expiry stays in the future (or past) whenever the test runs. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seeded() {
  const [p1, p2] = await db.product.findMany({ where: { type: 'FUEL' }, orderBy: { id: 'asc' }, take: 2 });
  const [t1, t2] = await db.terminal.findMany({ orderBy: { id: 'asc' }, take: 2 });
  return { p1, p2, t1, t2 };
}

async function seller() {
  const user = await createUser({ type: 'SELLER' });
  return { user, client: await signInAs(user) };
}

async function dutyRule(extra: Record<string, unknown> = {}) {
  const { p1, t1 } = await seeded();
  return { kind: 'DUTY', groupName: 'Steuern', name: 'Energiesteuer', value: '6.135', unit: 'EUR/100L15', productIds: [p1.id], terminalIds: [t1.id], ...extra };
}

describe('pricing rules of a seller', () => {
  it('creates rules of every section and lists them grouped as the Pricing Engine shows them', async () => {
    const { client, user } = await seller();
    const { p1, p2, t1 } = await seeded();
    const buyer = await createAccount('BUYER');
    await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: user.accountId, status: 'ENABLED' } });
    const bodies = [
      { kind: 'ICE_LIVE', value: '0' },
      { kind: 'FX_LIVE_SYMBOL', value: '0', symbol: 'EUR/USD' },
      { kind: 'ICE_LIVE_PREMIUM', value: '12.5', unit: 'USD/METRIC_TONNE' },
      { kind: 'DENSITY', value: '0.84', productIds: [p1.id] },
      await dutyRule(),
      await dutyRule({ name: 'CO2-Abgabe', value: '14.58' }),
      { kind: 'PRICE', groupName: 'Marge', value: '1.5', unit: 'EUR/100L15', productIds: [p1.id, p2.id], terminalIds: [t1.id] },
      { kind: 'PRICE', value: '-0.40', unit: 'EUR/100L15', accountIds: [buyer.id] },
      { kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(30), expiryTime: '18:00', direction: 'FORWARD' },
      { kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(-30), expiryTime: '18:00', direction: 'BACK' },
    ];
    for (const body of bodies) {
      const res = await client.post('/api/pricing/rules', body);
      expect([body.kind, res.status, res.body.message]).toEqual([body.kind, 200, undefined]);
    }
    const list = (await client.get('/api/pricing/rules')).body;
    expect(list.global.map((r: any) => r.kind).sort()).toEqual(['FX_LIVE_SYMBOL', 'ICE_LIVE', 'ICE_LIVE_PREMIUM']);
    expect(list.densities).toEqual([expect.objectContaining({ value: '0.84', productIds: [p1.id], scope: 'PRODUCT', unit: 'kg/l' })]);
    expect(list.groups.map((g: any) => [g.groupName, g.rules.length])).toEqual([
      ['Marge', 1],
      ['Steuern', 2],
    ]);
    expect(list.customerRules).toEqual([expect.objectContaining({ scope: 'ACCOUNT', accountIds: [buyer.id], value: '-0.4' })]);
    expect(list.expiryRules.map((r: any) => [r.expiryDate, r.expiryTime, r.direction, r.status])).toEqual([
      [inDays(-30), '18:00', 'BACK', 'EXPIRED'],
      [inDays(30), '18:00', 'FORWARD', 'ACTIVE'],
    ]);
  });

  it('answers 400 naming the field and writes nothing for incomplete rules', async () => {
    const { client, user } = await seller();
    const notEnabled = await createAccount('BUYER');
    await db.relationship.create({ data: { buyerAccountId: notEnabled.id, sellerAccountId: user.accountId, status: 'NEW' } });
    const cases: [Record<string, unknown>, string, string][] = [
      [await dutyRule({ terminalIds: [] }), 'terminalIds', 'terminal_required'],
      [await dutyRule({ productIds: [] }), 'productIds', 'product_required'],
      [await dutyRule({ unit: undefined }), 'unit', 'unit_required'],
      [await dutyRule({ groupName: '  ' }), 'groupName', 'group_name_required'],
      [await dutyRule({ value: '' }), 'value', 'value_required'],
      [{ kind: 'PRICE', value: '1', unit: 'EUR/100L15', accountIds: [notEnabled.id] }, 'accountIds', 'customer_not_enabled'],
      [{ kind: 'DENSITY', value: '1.2', productIds: [1] }, 'value', 'density_range'],
      [{ kind: 'ICE_EXPIRY', value: '0', expiryDate: '2026-12-14', direction: 'FORWARD' }, 'expiryTime', 'expiry_time_required'],
      [await dutyRule({ terminalIds: [999999] }), 'terminalIds', 'terminal_unknown'],
    ];
    for (const [body, field, key] of cases) {
      const res = await client.post('/api/pricing/rules', body);
      expect([res.status, field, res.body.fields?.[field]]).toEqual([400, field, key]);
    }
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(0);
  });

  it('refuses a duplicate rule and a duplicate expiry rule with 409', async () => {
    const { client, user } = await seller();
    expect((await client.post('/api/pricing/rules', await dutyRule())).status).toBe(200);
    const again = await client.post('/api/pricing/rules', await dutyRule({ value: '7' }));
    expect([again.status, again.body.message]).toEqual([409, 'rule_already_exists']);
    // Another duty name on the same products and terminals is a rule of its own.
    expect((await client.post('/api/pricing/rules', await dutyRule({ name: 'CO2-Abgabe' }))).status).toBe(200);

    const expiry = { kind: 'ICE_EXPIRY', value: '0', expiryDate: '2026-12-14', expiryTime: '18:00', direction: 'FORWARD' };
    expect((await client.post('/api/pricing/rules', expiry)).status).toBe(200);
    const sameDay = await client.post('/api/pricing/rules', { ...expiry, expiryTime: '09:00', direction: 'BACK' });
    expect([sameDay.status, sameDay.body.message]).toEqual([409, 'expiry_rule_already_exists']);
    // One density per product, whatever else the rule names.
    const { p1, t1 } = await seeded();
    expect((await client.post('/api/pricing/rules', { kind: 'DENSITY', value: '0.84', productIds: [p1.id] })).status).toBe(200);
    const secondDensity = await client.post('/api/pricing/rules', { kind: 'DENSITY', value: '0.85', productIds: [p1.id], terminalIds: [t1.id] });
    expect([secondDensity.status, secondDensity.body.message]).toEqual([409, 'rule_already_exists']);
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(4);
  });

  it('10 parallel saves of the same rule create exactly one; the others get the duplicate error, none a 500', async () => {
    const { client, user } = await seller();
    const body = await dutyRule();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/pricing/rules', body)));
    const outcomes = answers.map((res) => `${res.status} ${res.body.message ?? ''}`.trim()).sort();
    expect(outcomes).toEqual(['200', ...Array(9).fill('409 rule_already_exists')]);
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(1);
  });

  it.each([
    [
      'a customer price adjustment without group (NULL in the identity)',
      async (sellerAccountId: number) => {
        const buyer = await createAccount('BUYER');
        await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId, status: 'ENABLED' } });
        return [{ kind: 'PRICE', value: '-0.40', unit: 'EUR/100L15', accountIds: [buyer.id] }];
      },
      'rule_already_exists',
    ],
    [
      'expiry rules of one day at other times',
      async (_sellerAccountId: number) =>
        ['09:00', '12:00', '18:00'].map((expiryTime) => ({ kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(30), expiryTime, direction: 'FORWARD' })),
      'expiry_rule_already_exists',
    ],
    [
      'densities of one product',
      async () => {
        const { p1 } = await seeded();
        return [
          { kind: 'DENSITY', value: '0.84', productIds: [p1.id] },
          { kind: 'DENSITY', value: '0.85', productIds: [p1.id] },
        ];
      },
      'rule_already_exists',
    ],
  ])('10 parallel saves of %s create exactly one rule; the others get the duplicate error, none a 500', async (_what, bodies, key) => {
    const { client, user } = await seller();
    const variants = await bodies(user.accountId);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.post('/api/pricing/rules', variants[i % variants.length])));
    const outcomes = answers.map((res) => `${res.status} ${res.body.message ?? ''}`.trim()).sort();
    expect(outcomes).toEqual(['200', ...Array(9).fill(`409 ${key}`)]);
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(1);
  });

  it('edited by another user: 409 with the current rule, then overwrite wins (two sessions)', async () => {
    const first = await seller();
    const second = await signInAs(await createUser({ accountId: first.user.accountId }));
    const created = (await first.client.post('/api/pricing/rules', await dutyRule())).body.rule;
    const loadedBySecond = (await second.get('/api/pricing/rules')).body.groups[0].rules[0];
    expect(loadedBySecond.version).toBe(1);

    expect((await first.client.put(`/api/pricing/rules/${created.id}`, await dutyRule({ value: '7.00', version: created.version }))).status).toBe(200);
    const stale = await second.put(`/api/pricing/rules/${created.id}`, await dutyRule({ value: '8.00', version: loadedBySecond.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('rule_edited_elsewhere');
    expect(stale.body.data.rule).toMatchObject({ id: created.id, value: '7', version: 2 });
    expect((await db.priceRule.findUniqueOrThrow({ where: { id: created.id } })).value.toString()).toBe('7');

    const overwrite = await second.put(`/api/pricing/rules/${created.id}`, await dutyRule({ value: '8.00', version: loadedBySecond.version, overwrite: true }));
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.rule).toMatchObject({ value: '8', version: 3 });
  });

  it('deleted by another user: 409 rule_deleted_elsewhere, then overwrite creates it again', async () => {
    const first = await seller();
    const second = await signInAs(await createUser({ accountId: first.user.accountId }));
    const created = (await first.client.post('/api/pricing/rules', await dutyRule())).body.rule;
    expect((await first.client.delete(`/api/pricing/rules/${created.id}`)).status).toBe(200);
    expect(await db.priceRule.findUnique({ where: { id: created.id } })).toBeNull();

    const stale = await second.put(`/api/pricing/rules/${created.id}`, await dutyRule({ value: '8', version: 1 }));
    expect([stale.status, stale.body.message]).toEqual([409, 'rule_deleted_elsewhere']);
    const overwrite = await second.put(`/api/pricing/rules/${created.id}`, await dutyRule({ value: '8', version: 1, overwrite: true }));
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.rule).toMatchObject({ kind: 'DUTY', value: '8' });
    expect(await db.priceRule.count({ where: { sellerAccountId: first.user.accountId } })).toBe(1);
  });

  it("answers 404 for another seller's rule and changes nothing", async () => {
    const owner = await seller();
    const other = await seller();
    const { id } = (await owner.client.post('/api/pricing/rules', await dutyRule())).body.rule;
    const before = await db.priceRule.findUniqueOrThrow({ where: { id } });
    expect((await other.client.put(`/api/pricing/rules/${id}`, await dutyRule({ value: '1', version: 1 }))).status).toBe(404);
    expect((await other.client.put(`/api/pricing/rules/${id}`, await dutyRule({ value: '1', version: 1, overwrite: true }))).status).toBe(404);
    expect((await other.client.delete(`/api/pricing/rules/${id}`)).status).toBe(404);
    expect((await other.client.get('/api/pricing/rules')).body.groups).toEqual([]);
    expect(await db.priceRule.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('refuses buyers with 403', async () => {
    const buyer = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await buyer.get('/api/pricing/rules')).status).toBe(403);
    expect((await buyer.post('/api/pricing/rules', await dutyRule())).status).toBe(403);
  });

  it('refuses a rule that makes an active offer negative at the current window (422)', async () => {
    const { client, user } = await seller();
    const { p1, t1 } = await seeded();
    const offer = await db.offer.create({
      data: {
        sellerAccountId: user.accountId,
        productId: p1.id,
        terminalId: t1.id,
        priceType: 'FIXED',
        fixedPrice: '95.40',
        totalVolume: '100',
        remainingVolume: '100',
        minOrderQuantity: '1',
        maxOrderQuantity: '10',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
        dailyStart: '07:00',
        dailyEnd: '17:00',
        liftingPeriodId: 1,
      },
    });
    const discount = { kind: 'PRICE', groupName: 'Rabatt', unit: 'EUR/100L15', productIds: [p1.id], terminalIds: [t1.id] };
    // A negative discount is allowed as long as the price stays above zero.
    expect((await client.post('/api/pricing/rules', { ...discount, value: '-5' })).status).toBe(200);
    const res = await client.post('/api/pricing/rules', { ...discount, groupName: 'Aktion', value: '-95' });
    expect([res.status, res.body.message, res.body.data?.offerId]).toEqual([422, 'negative_final_price', offer.id]);
    expect(await db.priceRule.count({ where: { sellerAccountId: user.accountId } })).toBe(1);
  });
});

describe('GET /api/pricing/ice-months (the ICE future dropdown)', () => {
  /** What the engine prices each M0x with when `roll` months are added (the exchange's front month at the time of asking, before or after the call). */
  const contracts = (roll: (month: number) => number, ...at: Date[]) => at.map((now) => ICE_MONTHS.map((m) => iceContractMonth(roll(m), now)));
  const ask = async (client: Awaited<ReturnType<typeof seller>>['client'], query = '') => {
    const before = new Date();
    const res = await client.get(`/api/pricing/ice-months${query}`);
    expect(res.status).toBe(200);
    return { months: res.body.iceMonths.map((m: { contractMonth: string }) => m.contractMonth), at: [before, new Date()] };
  };

  it('names each month by the contract the engine prices it with: the exchange front month, rolled by the seller’s expiry rule that applies there', async () => {
    const { client, user } = await seller();
    const { p1, t1 } = await seeded();
    const plain = await ask(client);
    expect(contracts((m) => m, ...plain.at)).toContainEqual(plain.months);

    // A roll still to come changes nothing; one passed moves every month one on, M06 staying the last.
    expect(
      (await client.post('/api/pricing/rules', { kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(2), expiryTime: '18:00', direction: 'BACK' })).status,
    ).toBe(200);
    expect((await ask(client)).months).toEqual(plain.months);
    await db.priceRule.deleteMany({ where: { sellerAccountId: user.accountId } });
    expect(
      (await client.post('/api/pricing/rules', { kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(-2), expiryTime: '18:00', direction: 'FORWARD' })).status,
    ).toBe(200);
    const rolled = await ask(client, `?productId=${p1.id}&terminalId=${t1.id}`);
    expect(contracts((m) => Math.min(6, m + 1), ...rolled.at)).toContainEqual(rolled.months);

    // A product's own expiry rule is more specific: there it rolls back, elsewhere the global one forward.
    await db.priceRule.create({
      data: {
        sellerAccountId: user.accountId,
        kind: 'ICE_EXPIRY',
        scope: 'PRODUCT',
        productIds: [p1.id],
        value: '0',
        expiresAt: new Date(Date.now() - 86_400_000),
        direction: 'BACK',
      },
    });
    const own = await ask(client, `?productId=${p1.id}&terminalId=${t1.id}&offerId=1`);
    expect(contracts((m) => Math.max(0, m - 1), ...own.at)).toContainEqual(own.months);
    expect(contracts((m) => Math.min(6, m + 1), ...own.at)).toContainEqual((await ask(client, `?terminalId=${t1.id}`)).months);
  });

  it('reads only the caller’s own rules; a buyer gets 403 and a bad id 400', async () => {
    const { client } = await seller();
    const other = await seller();
    await other.client.post('/api/pricing/rules', { kind: 'ICE_EXPIRY', value: '0', expiryDate: inDays(-2), expiryTime: '18:00', direction: 'FORWARD' });
    const mine = await ask(client);
    expect(contracts((m) => m, ...mine.at)).toContainEqual(mine.months);
    const buyer = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await buyer.get('/api/pricing/ice-months')).status).toBe(403);
    const bad = await client.get('/api/pricing/ice-months?productId=abc');
    expect([bad.status, bad.body.fields]).toEqual([400, { productId: 'product_required' }]);
  });
});
