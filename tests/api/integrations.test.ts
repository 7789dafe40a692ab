import { BASE_URL } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { signInAs } from '../helpers/sign-in-as';

/** trading-domain 3 (credit limit option "API"): seller API tokens and PUT /api/integrations/credit-limits. */
afterAll(() => db.$disconnect());

async function sellerWithBuyer() {
  const seller = await createAccount('SELLER');
  const buyer = await createAccount('BUYER');
  await db.relationship.create({
    data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED', creditLimitOption: 'MANUAL', creditLimit: '100' },
  });
  const admin = await signInAs(await createUser({ accountId: seller.id, isAdmin: true }));
  const created = await admin.post('/api/integrations/tokens', { name: 'ERP' });
  expect(created.status).toBe(200);
  return { seller, buyer, admin, token: created.body.token as string, tokenId: created.body.apiToken.id as number };
}

/** The seller's own system: no cookie, only the bearer token. */
const putLimits = async (token: string | null, body: unknown) => {
  const res = await fetch(`${BASE_URL}/api/integrations/credit-limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const limitOf = async (buyerAccountId: number, sellerAccountId: number) => {
  const r = await db.relationship.findUniqueOrThrow({ where: { buyerAccountId_sellerAccountId: { buyerAccountId, sellerAccountId } } });
  return [r.creditLimitOption, r.creditLimit?.toString() ?? null];
};

describe('seller API tokens', () => {
  it('a seller admin creates a token that is shown once and stored only as its SHA-256', async () => {
    const { admin, token, seller } = await sellerWithBuyer();
    expect(token).toMatch(/^fts_[A-Za-z0-9_-]{43}$/);
    const stored = await db.sellerApiToken.findFirstOrThrow({ where: { sellerAccountId: seller.id } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
    const list = await admin.get('/api/integrations/tokens');
    expect(list.status).toBe(200);
    expect(list.body.apiTokens).toEqual([expect.objectContaining({ name: 'ERP', revokedAt: null, lastUsedAt: null })]);
    expect(await db.auditLog.count({ where: { event: 'api_token_created', accountId: seller.id } })).toBe(1);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect((await admin.post('/api/integrations/tokens', { name: ' ' })).body.fields).toEqual({ name: 'token_name_required' });
  });

  it('only seller admins manage tokens; another company’s token cannot be revoked', async () => {
    const { seller, tokenId } = await sellerWithBuyer();
    const member = await signInAs(await createUser({ accountId: seller.id }));
    expect((await member.get('/api/integrations/tokens')).status).toBe(403);
    expect((await member.post('/api/integrations/tokens', { name: 'x' })).status).toBe(403);
    expect((await member.delete(`/api/integrations/tokens/${tokenId}`)).status).toBe(403);
    const buyerAdmin = await signInAs(await createUser({ type: 'BUYER', isAdmin: true }));
    expect((await buyerAdmin.post('/api/integrations/tokens', { name: 'x' })).status).toBe(403);
    const other = await sellerWithBuyer();
    expect(await other.admin.delete(`/api/integrations/tokens/${tokenId}`)).toMatchObject({ status: 404, body: { message: 'api_token_not_found' } });
    expect((await db.sellerApiToken.findUniqueOrThrow({ where: { id: tokenId } })).revokedAt).toBeNull();
  });
});

describe('PUT /api/integrations/credit-limits', () => {
  it('sets the limits of the token’s own buyers as option API; null removes a limit', async () => {
    const { seller, buyer, admin, tokenId, token } = await sellerWithBuyer();
    const second = await createAccount('BUYER');
    await db.relationship.create({ data: { buyerAccountId: second.id, sellerAccountId: seller.id } });
    const res = await putLimits(token, {
      limits: [
        { buyerAccountId: buyer.id, creditLimit: '25000.50' },
        { buyerAccountId: second.id, creditLimit: null },
      ],
    });
    expect(res).toEqual({ status: 200, body: { updated: 2 } });
    expect(await db.auditLog.findFirst({ where: { event: 'credit_limits_set_by_api', accountId: seller.id } })).toMatchObject({
      detail: {
        tokenId,
        before: expect.arrayContaining([{ buyerAccountId: buyer.id, creditLimitOption: 'MANUAL', creditLimit: '100.00', version: 1 }]),
        after: [
          { buyerAccountId: buyer.id, creditLimit: '25000.50' },
          { buyerAccountId: second.id, creditLimit: null },
        ],
      },
    });
    expect(await limitOf(buyer.id, seller.id)).toEqual(['API', '25000.5']);
    expect(await limitOf(second.id, seller.id)).toEqual(['NONE', null]);
    const listed = await admin.get('/api/relationships/buyer');
    expect(listed.body.relationships.find((r: any) => r.other.id === buyer.id)).toMatchObject({
      creditLimitOption: 'API',
      creditLimit: '25000.50',
      version: 2,
    });
    expect((await admin.get('/api/integrations/tokens')).body.apiTokens.find((t: any) => t.id === tokenId).lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a missing, unknown or revoked token with 401', async () => {
    const { admin, buyer, seller, token, tokenId } = await sellerWithBuyer();
    const body = { limits: [{ buyerAccountId: buyer.id, creditLimit: '1' }] };
    expect(await putLimits(null, body)).toMatchObject({ status: 401, body: { message: 'api_token_invalid' } });
    expect(await putLimits(null, { limits: 'nonsense' })).toMatchObject({ status: 401, body: { message: 'api_token_invalid' } });
    expect(await putLimits('fts_unknown', body)).toMatchObject({ status: 401, body: { message: 'api_token_invalid' } });
    expect((await admin.delete(`/api/integrations/tokens/${tokenId}`)).status).toBe(200);
    expect(await putLimits(token, body)).toMatchObject({ status: 401, body: { message: 'api_token_revoked' } });
    expect(await db.auditLog.count({ where: { event: 'api_token_revoked', accountId: seller.id } })).toBe(1);
    expect(await limitOf(buyer.id, seller.id)).toEqual(['MANUAL', '100']);
  });

  it('refuses the token of a blocked seller with 403 and changes nothing; unblocked, it works again', async () => {
    const { buyer, seller, token } = await sellerWithBuyer();
    const body = { limits: [{ buyerAccountId: buyer.id, creditLimit: '1' }] };
    await db.account.update({ where: { id: seller.id }, data: { blocked: true } });
    expect((await putLimits(token, body)).status).toBe(403);
    expect(await limitOf(buyer.id, seller.id)).toEqual(['MANUAL', '100']);
    await db.account.update({ where: { id: seller.id }, data: { blocked: false } });
    expect((await putLimits(token, body)).status).toBe(200);
  });

  it('a foreign token (another seller’s) cannot touch this seller’s buyer, and refuses all entries if one is not its own', async () => {
    const mine = await sellerWithBuyer();
    const foreign = await sellerWithBuyer();
    const alone = await putLimits(foreign.token, { limits: [{ buyerAccountId: mine.buyer.id, creditLimit: '999' }] });
    expect(alone).toMatchObject({ status: 403, body: { message: 'buyer_not_yours', data: { buyerAccountIds: [mine.buyer.id] } } });
    const mixed = await putLimits(foreign.token, {
      limits: [
        { buyerAccountId: foreign.buyer.id, creditLimit: '5' },
        { buyerAccountId: mine.buyer.id, creditLimit: '999' },
      ],
    });
    expect(mixed.status).toBe(403);
    expect(await limitOf(mine.buyer.id, mine.seller.id)).toEqual(['MANUAL', '100']);
    expect(await limitOf(foreign.buyer.id, foreign.seller.id)).toEqual(['MANUAL', '100']);
  });

  it('a session cookie is no token, and a malformed body is 400 with the field', async () => {
    const { admin, token, buyer } = await sellerWithBuyer();
    expect((await admin.put('/api/integrations/credit-limits', { limits: [{ buyerAccountId: buyer.id, creditLimit: '1' }] })).status).toBe(401);
    expect(await putLimits(token, { limits: [{ buyerAccountId: buyer.id, creditLimit: '1,5' }] })).toMatchObject({
      status: 400,
      body: { fields: { 'limits.0.creditLimit': 'invalid_number' } },
    });
    expect(await putLimits(token, { limits: [] })).toMatchObject({ status: 400, body: { fields: { limits: 'credit_limits_required' } } });
  });
});
