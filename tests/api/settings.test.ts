import { ApiClient, freshIp, signedIn } from '../helpers/api-client';
import { createUser, db, TEST_PASSWORD } from '../helpers/factories';

/** GET/PUT /api/settings/{key}: the saved ranking and product-volume filters and the screens' remembered choices, per user. */
const login = async () => signedIn((await createUser()).email, TEST_PASSWORD, { 'x-forwarded-for': freshIp() });

afterAll(() => db.$disconnect());

const ranking = { terminals: [1, 2], deliveryAddresses: [], products: [3], dateRange: { start: '2026-10-01', end: '2026-10-31' }, days: null };
const volume = { accounts: [4], terminals: [], deliveryAddresses: [7], dateRange: null, days: 30 };

describe('/api/settings/{key}', () => {
  it('answers null before anything was saved, then returns what was saved', async () => {
    const client = await login();
    expect((await client.get('/api/settings/ACCOUNT_RANKING_OPTIONS')).body).toEqual({ key: 'ACCOUNT_RANKING_OPTIONS', value: null });
    const put = await client.put('/api/settings/ACCOUNT_RANKING_OPTIONS', ranking);
    expect(put.status).toBe(200);
    expect((await client.get('/api/settings/ACCOUNT_RANKING_OPTIONS')).body).toEqual({ key: 'ACCOUNT_RANKING_OPTIONS', value: ranking });
    // overwritten, not added
    await client.put('/api/settings/ACCOUNT_RANKING_OPTIONS', { ...ranking, days: 7, dateRange: null });
    expect((await client.get('/api/settings/ACCOUNT_RANKING_OPTIONS')).body.value).toMatchObject({ days: 7, dateRange: null });
    expect((await client.put('/api/settings/PRODUCT_VOLUME_OPTIONS', volume)).status).toBe(200);
    expect((await client.get('/api/settings/PRODUCT_VOLUME_OPTIONS')).body.value).toEqual(volume);
  });

  it("keeps each user's settings to that user", async () => {
    const first = await login();
    await first.put('/api/settings/PRODUCT_VOLUME_OPTIONS', volume);
    const second = await login();
    expect((await second.get('/api/settings/PRODUCT_VOLUME_OPTIONS')).body.value).toBeNull();
  });

  it.each([
    ['a day count that is no quick range', { ...ranking, days: 5 }, 'days'],
    ['a date that is no calendar day', { ...ranking, dateRange: { start: '01.10.2026', end: '2026-10-31' } }, 'dateRange.start'],
    ['ids that are not numbers', { ...ranking, terminals: ['x'] }, 'terminals.0'],
    ['a missing field', { terminals: [], deliveryAddresses: [], products: [], dateRange: null }, 'days'],
    ['a field of the other setting', { ...ranking, accounts: [1] }, '_'],
  ])('refuses %s with 400', async (_, body, field) => {
    const res = await (await login()).put('/api/settings/ACCOUNT_RANKING_OPTIONS', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it("remembers the screens' choices, with the defaults of platform-shell 9 before anything was saved", async () => {
    const client = await login();
    const value = async (key: string) => (await client.get(`/api/settings/${key}`)).body.value;
    expect(await value('selectedMarket')).toBe(0);
    expect(await value('selectedOrdersMarket')).toBe('spot');
    expect(await value('selectedAviat')).toBeNull();
    expect(await value('selectedBuyer')).toBeNull();
    expect(await value('selectedDataType')).toBeNull();

    for (const [key, saved] of [
      ['selectedMarket', 1],
      ['selectedOrdersMarket', 'additive'],
      ['selectedAviat', 42],
      ['selectedBuyer', 7],
      ['selectedDataType', 'modified'],
    ] as const) {
      expect((await client.put(`/api/settings/${key}`, saved)).status).toBe(200);
      expect(await value(key)).toBe(saved);
    }
    // A choice cleared again.
    expect((await client.put('/api/settings/selectedAviat', null)).status).toBe(200);
    expect(await value('selectedAviat')).toBeNull();
  });

  it.each([
    ['selectedMarket', 2],
    ['selectedOrdersMarket', 'trigger'],
    ['selectedAviat', 'x'],
    ['selectedBuyer', -1],
    ['selectedDataType', ''],
  ])('refuses %s = %j with 400', async (key, body) => {
    const client = await login();
    expect((await client.put(`/api/settings/${key}`, body)).status).toBe(400);
  });

  it('refuses keys it does not know with 400', async () => {
    const client = await login();
    expect((await client.get('/api/settings/SOMETHING_ELSE')).status).toBe(400);
    expect((await client.put('/api/settings/SOMETHING_ELSE', {})).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/settings/ACCOUNT_RANKING_OPTIONS')).status).toBe(401);
    expect((await new ApiClient().put('/api/settings/ACCOUNT_RANKING_OPTIONS', ranking)).status).toBe(401);
  });
});
