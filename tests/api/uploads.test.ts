import iconv from 'iconv-lite';
import { ROLES } from '@/lib/access/routes';
import { BASE_URL } from '../helpers/api-client';
import { createAccount, createUser, db } from '../helpers/factories';
import { sellerWithOffer } from '../helpers/market-setup';
import { signInAs } from '../helpers/sign-in-as';
import { OFFER_FIELDS } from '@/lib/uploads/domain/offer-template';
import { CREDIT_LIMIT_HEADER, newOfferRow, OFFER_HEADER, offerRow, windows1252 } from '../helpers/upload-files';

/** trading-domain 2, 4, 6, 8; design 11: the seller's CSV uploads of offers and credit limits. */
afterAll(() => db.$disconnect());

async function seller() {
  const market = await sellerWithOffer({ volume: '100', max: '50' });
  const user = await createUser({ accountId: market.seller.id });
  return { ...market, user, client: await signInAs(user) };
}

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

describe('GET /api/uploads/templates/{kind}', () => {
  it('answers the offer template as German Excel reads it, filled with the seller’s offers', async () => {
    const { client, offer } = await seller();
    const res = await client.get('/api/uploads/templates/offers');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('offers-template.csv');
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(OFFER_HEADER);
    expect(lines[1]).toMatch(new RegExp(`^${offer.id};;`));
  });

  it('heads the offers in German, names product, terminal and lifting period and ends with a legend', async () => {
    const { client, offer } = await seller();
    const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await db.offer.update({ where: { id: offer.id }, data: { liftingPeriodId: period.id } });
    const lines = ((await client.get('/api/uploads/templates/offers')).body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(';').slice(0, 4)).toEqual(['Angebots-ID', 'Löschen', 'Produkt', 'Terminal']);
    const cells = lines[1].split(';');
    expect(cells.slice(2, 4)).toEqual(['Diesel B7', 'Duisburg Ruhrort']);
    expect(cells[OFFER_FIELDS.indexOf('priceType')]).toBe('Festpreis');
    expect(cells[OFFER_FIELDS.indexOf('liftingPeriod')]).toBe(period.name);
    const legend = lines.filter((line) => line.startsWith('#')).join('\n');
    expect(legend).toContain('Legende');
    expect(legend).toContain('Duisburg Ruhrort');
    expect(legend).toContain(period.name);
  });

  it('downloaded and uploaded unchanged, gives 0 errors and 0 changes, the demo’s offers included', async () => {
    const { client, offer } = await seller();
    const periods = await db.liftingPeriod.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const hamburg = await db.terminal.findFirstOrThrow({ where: { code: 'HH1' } });
    const heating = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
    const { id: _id, createdAt: _c, updatedAt: _u, ...base } = offer;
    // As the demo seeds them: live-priced, no daily hours, a lifting period; a fixed one; one with its own collection days.
    await db.offer.update({ where: { id: offer.id }, data: { liftingPeriodId: periods[0].id, dailyStart: '06:00', dailyEnd: '18:00', fixedPrice: '121.90' } });
    await db.offer.create({
      data: {
        ...base,
        productId: heating.id,
        terminalId: hamburg.id,
        priceType: 'TRACKING',
        fixedPrice: null,
        iceMonth: 0,
        fxSymbol: 'EUR/USD',
        surcharge: '2.50',
        liftingPeriodId: periods[1].id,
      },
    });
    await db.offer.create({
      data: {
        ...base,
        priceType: 'API',
        fixedPrice: null,
        iceMonth: 2,
        fxSymbol: 'EUR/USD',
        totalVolume: '1250.5',
        remainingVolume: '1250.5',
        liftingPeriodId: periods[0].id,
      },
    });
    await db.offer.create({ data: { ...base, collectionStart: new Date('2030-12-01T00:00:00Z'), collectionEnd: new Date('2030-12-05T00:00:00Z') } });
    const template = (await client.get('/api/uploads/templates/offers')).body as string;
    const preview = await client.upload('/api/uploads/offers/preview', 'offers-template.csv', template);
    expect(preview.status).toBe(200);
    expect(preview.body.upload.errorCount).toBe(0);
    expect(preview.body.counts).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 4 });
    // As German Excel saves it back: Windows-1252 (whose 0x96 is the en dash of "Prompt (1–3 Tage)").
    const excel = await client.upload(
      '/api/uploads/offers/preview',
      'vorlage.csv',
      Uint8Array.from(iconv.encode(template.replace(/^\uFEFF/, ''), 'windows-1252')),
    );
    expect(excel.body.counts).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 4 });
  });

  it('answers the credit-limit template with the seller’s buyers; an unknown kind is 400; a buyer is 403', async () => {
    const { client, seller: account } = await seller();
    const buyer = await createAccount('BUYER', { name: 'Heizöl Müller Test' });
    const formula = await createAccount('BUYER', { name: '=HYPERLINK("http://x")' });
    await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: account.id, creditLimitOption: 'MANUAL', creditLimit: '1000.5' } });
    await db.relationship.create({ data: { buyerAccountId: formula.id, sellerAccountId: account.id } });
    const res = await client.get('/api/uploads/templates/credit-limits');
    expect(res.status).toBe(200);
    // A name Excel would run as a formula is written as text.
    const [header, ...rows] = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(CREDIT_LIMIT_HEADER);
    expect(rows.sort()).toEqual([`${buyer.id};Heizöl Müller Test;1000,5`, `${formula.id};"'=HYPERLINK(""http://x"")";`].sort());
    expect((await client.get('/api/uploads/templates/prices')).status).toBe(400);
    const buyerClient = await signInAs(await createUser({ type: 'BUYER' }));
    expect((await buyerClient.get('/api/uploads/templates/offers')).status).toBe(403);
    expect((await buyerClient.upload('/api/uploads/offers/preview', 'a.csv', csv(OFFER_HEADER))).status).toBe(403);
    expect((await buyerClient.get('/api/uploads')).status).toBe(403);
    // Credit limits only for those who may set them by hand; offers for everyone of the seller.
    const member = await signInAs(await createUser({ accountId: account.id, roles: [ROLES.purchase] }));
    expect((await member.get('/api/uploads/templates/credit-limits')).status).toBe(403);
    expect((await member.upload('/api/uploads/credit-limits/preview', 'a.csv', csv(CREDIT_LIMIT_HEADER, '1;;1'))).status).toBe(403);
    expect((await member.get('/api/uploads/templates/offers')).status).toBe(200);
  });
});

describe('POST /api/uploads/{kind}/preview and POST /api/uploads/{uploadId}/apply', () => {
  it('creates, updates and deletes offers from one file, in one apply, and lists it in the history', async () => {
    const { client, offer, seller: account, user } = await seller();
    const second = await db.offer.create({ data: { ...(({ id: _i, createdAt: _c, updatedAt: _u, ...rest }) => rest)(offer) } });
    const file = csv(OFFER_HEADER, await newOfferRow({ total: '1.250,5' }), await offerRow(offer, { total: '80,5' }), await offerRow(second, { delete: true }));
    const preview = await client.upload('/api/uploads/offers/preview', 'angebote.csv', file);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: any) => [r.line, r.action, r.key, r.errors])).toEqual([
      [2, 'create', null, []],
      [3, 'update', offer.id, []],
      [4, 'delete', second.id, []],
    ]);
    expect(preview.body.rows[0].values).toMatchObject({ totalVolume: '1250.5', fixedPrice: '85.50' });
    expect(preview.body.upload).toMatchObject({ fileName: 'angebote.csv', size: Buffer.byteLength(file), errorCount: 0, appliedAt: null });
    expect(preview.body.counts).toEqual({ created: 1, updated: 1, deleted: 1, unchanged: 0 });
    // Nothing changes before apply.
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).totalVolume.toString()).toBe('100');

    const applied = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body.upload).toMatchObject({ created: 1, updated: 1, deleted: 1, appliedAt: expect.any(String) });
    expect(await db.auditLog.findFirst({ where: { event: 'upload_applied', accountId: account.id } })).toMatchObject({
      userId: user.id,
      detail: {
        uploadId: preview.body.upload.id,
        kind: 'OFFERS',
        fileName: 'angebote.csv',
        created: 1,
        updated: 1,
        deleted: 1,
        before: [expect.objectContaining({ id: offer.id, totalVolume: '100', status: 'ACTIVE' }), expect.objectContaining({ id: second.id, status: 'ACTIVE' })],
      },
    });
    const offers = await db.offer.findMany({ where: { sellerAccountId: account.id }, orderBy: { id: 'asc' } });
    expect(offers.map((o) => [o.status, o.totalVolume.toString(), o.remainingVolume.toString()])).toEqual([
      ['ACTIVE', '80.5', '80.5'],
      ['REMOVED', '100', '100'],
      ['ACTIVE', '1250.5', '1250.5'],
    ]);
    expect(offers[2].fixedPrice?.toString()).toBe('85.5');

    const again = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(again).toMatchObject({ status: 409, body: { message: 'upload_already_applied' } });
    const history = await client.get('/api/uploads');
    expect(history.status).toBe(200);
    expect(history.body.uploads).toEqual([
      expect.objectContaining({
        fileName: 'angebote.csv',
        size: Buffer.byteLength(file),
        userName: `${user.firstName} ${user.lastName}`,
        created: 1,
        updated: 1,
        deleted: 1,
      }),
    ]);
  });

  it('the template uploaded with one total changed updates that offer only; the others are unchanged and keep their version', async () => {
    const { client, offer } = await seller();
    const period = await db.liftingPeriod.findFirstOrThrow({ orderBy: { id: 'asc' } });
    // Daily hours and a lifting period, which the template needs (the factory's offer has neither),
    // and winter times with seconds: read back to the minute alike whenever the test runs.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...base
    } = await db.offer.update({
      where: { id: offer.id },
      data: {
        dailyStart: '06:00',
        dailyEnd: '18:00',
        liftingPeriodId: period.id,
        startsAt: new Date('2026-01-05T07:00:30Z'),
        endsAt: new Date('2030-12-31T17:00:00Z'),
      },
    });
    const others = [await db.offer.create({ data: base }), await db.offer.create({ data: base })];
    const [header, ...lines] = ((await client.get('/api/uploads/templates/offers')).body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = lines[1].split(';');
    cells[OFFER_FIELDS.indexOf('totalVolume')] = '90';
    const preview = await client.upload('/api/uploads/offers/preview', 'vorlage.csv', csv(header, lines[0], cells.join(';'), lines[2]));
    expect(preview.body.rows.map((r: any) => [r.action, r.key, r.errors])).toEqual([
      ['unchanged', offer.id, []],
      ['update', others[0].id, []],
      ['unchanged', others[1].id, []],
    ]);
    expect(preview.body.counts).toEqual({ created: 0, updated: 1, deleted: 0, unchanged: 2 });

    const applied = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(applied.body.upload).toMatchObject({ created: 0, updated: 1, deleted: 0 });
    const after = await db.offer.findMany({ where: { id: { in: [offer.id, ...others.map((o) => o.id)] } }, orderBy: { id: 'asc' } });
    expect(after.map((o) => [o.version, o.totalVolume.toString()])).toEqual([
      [base.version, '100'],
      [base.version + 1, '90'],
      [base.version, '100'],
    ]);
  });

  it('reads a Windows-1252 file with umlauts and decimal commas and sets credit limits as option CSV', async () => {
    const { client, seller: account } = await seller();
    // One after the other: the expectations below list the buyers by id.
    const müller = await createAccount('BUYER', { name: 'Heizöl Müller' });
    const weiß = await createAccount('BUYER', { name: 'Weiß Tankstellen' });
    const ohne = await createAccount('BUYER', { name: 'Ohne Limit' });
    await db.relationship.create({ data: { buyerAccountId: müller.id, sellerAccountId: account.id, status: 'ENABLED' } });
    await db.relationship.create({ data: { buyerAccountId: weiß.id, sellerAccountId: account.id, creditLimitOption: 'MANUAL', creditLimit: '500' } });
    await db.relationship.create({ data: { buyerAccountId: ohne.id, sellerAccountId: account.id, creditLimitOption: 'MANUAL', creditLimit: '700' } });
    const bytes = windows1252(
      csv(CREDIT_LIMIT_HEADER, `${müller.id};Heizöl Müller;12.500,50`, `${weiß.id};Weiß Tankstellen;"1.000,25"`, `${ohne.id};Ohne Limit;`),
    );
    expect(bytes).toContain(0xf6); // ö as one byte: really not UTF-8
    const preview = await client.upload('/api/uploads/credit-limits/preview', 'Kreditlimits März.csv', bytes, 'application/vnd.ms-excel');
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: any) => [r.line, r.action, r.key, r.values, r.errors])).toEqual([
      [2, 'create', müller.id, { creditLimit: '12500.50' }, []],
      [3, 'update', weiß.id, { creditLimit: '1000.25' }, []],
      [4, 'delete', ohne.id, { creditLimit: null }, []],
    ]);
    expect((await client.post(`/api/uploads/${preview.body.upload.id}/apply`)).status).toBe(200);
    const limits = await db.relationship.findMany({ where: { sellerAccountId: account.id }, orderBy: { buyerAccountId: 'asc' } });
    expect(limits.map((r) => [r.buyerAccountId, r.creditLimitOption, r.creditLimit?.toString() ?? null])).toEqual([
      [müller.id, 'CSV', '12500.5'],
      [weiß.id, 'CSV', '1000.25'],
      [ohne.id, 'NONE', null],
    ]);
    const listed = await client.get('/api/relationships/buyer');
    expect(listed.body.relationships.find((r: any) => r.other.id === müller.id)).toMatchObject({ creditLimitOption: 'CSV', creditLimit: '12500.50' });
  });

  it('lists row errors by line and column; an upload with errors cannot be applied', async () => {
    const { client, seller: account } = await seller();
    const stranger = await createAccount('BUYER');
    const own = await createAccount('BUYER');
    await db.relationship.create({ data: { buyerAccountId: own.id, sellerAccountId: account.id } });
    const preview = await client.upload(
      '/api/uploads/credit-limits/preview',
      'limits.csv',
      csv(CREDIT_LIMIT_HEADER, `${own.id};x;zehn`, `${stranger.id};y;100`, `${own.id};x;5`),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.upload.errorCount).toBe(3);
    expect(preview.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, [{ field: 'creditLimit', key: 'invalid_number' }]],
      [3, [{ field: 'buyerAccountId', key: 'upload_buyer_not_yours' }]],
      [4, [{ field: 'buyerAccountId', key: 'upload_duplicate_row' }]],
    ]);
    const apply = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(apply).toMatchObject({ status: 422, body: { message: 'upload_refused', data: { fileName: 'limits.csv', hint: 'upload_use_template' } } });
    expect(apply.body.data.errors).toHaveLength(3);

    const additive = await db.product.findFirstOrThrow({ where: { type: 'ADDITIVE' } });
    const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
    const offers = await client.upload(
      '/api/uploads/offers/preview',
      'o.csv',
      csv(
        OFFER_HEADER,
        (await newOfferRow()).replace('Festpreis;85,50', 'Festpreis;'),
        (await newOfferRow()).replace(/^;/, '999999;'),
        // Additives are sold by the container, on their own list: no offer of one by the cbm.
        (await newOfferRow()).replace(';Diesel B7;', `;${additive.name};`),
        (await newOfferRow()).replace(`;${terminal.name};`, ';Hamburg Hafn;'),
        (await newOfferRow()).replace('01.12.2030 08:00', '32.11.2026'),
      ),
    );
    // Each error names the column as the template heads it.
    expect(offers.body.rows.map((r: any) => [r.line, r.errors])).toEqual([
      [2, [{ field: 'Festpreis (je 100L15)', key: 'price_value_required' }]],
      [3, [{ field: 'Angebots-ID', key: 'offer_not_found' }]],
      [4, [{ field: 'Produkt', key: 'upload_unknown_product', data: { value: additive.name } }]],
      [5, [{ field: 'Terminal', key: 'upload_unknown_terminal', data: { value: 'Hamburg Hafn' } }]],
      [6, [{ field: 'Gültig ab', key: 'upload_invalid_date', data: { value: '32.11.2026' } }]],
    ]);
  });

  it('refuses a file that is no CSV, has a wrong header, no rows or too many, naming the file and the template', async () => {
    const { client } = await seller();
    const refusal = (key: string) => ({
      status: 400,
      body: { message: 'upload_refused', data: { hint: 'upload_use_template', errors: [expect.objectContaining({ key })] } },
    });
    const unclosed = await client.upload('/api/uploads/offers/preview', 'kaputt.csv', csv(OFFER_HEADER, '"1;2'));
    expect(unclosed).toMatchObject(refusal('upload_not_csv'));
    expect(unclosed.body.data.fileName).toBe('kaputt.csv');
    expect(await client.upload('/api/uploads/offers/preview', 'bild.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'image/png')).toMatchObject(
      refusal('upload_not_csv'),
    );
    expect(await client.upload('/api/uploads/offers/preview', 'binaer.csv', Uint8Array.from([0x41, 0, 0x42, 0x0a]))).toMatchObject(refusal('upload_not_csv'));
    const header = await client.upload('/api/uploads/offers/preview', 'falsch.csv', csv('offerId;produkt;menge', '1;2;3'));
    expect(header).toMatchObject(refusal('upload_wrong_header'));
    // The headings of the template are German; "produkt" is one of them in another case, the program's "offerId" is not.
    expect(header.body.data).toMatchObject({ fileName: 'falsch.csv', errors: [{ line: 1, data: { unknown: 'offerId, menge' } }] });
    expect(await client.upload('/api/uploads/offers/preview', 'leer.csv', csv(OFFER_HEADER))).toMatchObject(refusal('upload_empty'));
    const many = csv(CREDIT_LIMIT_HEADER, ...Array.from({ length: 5_001 }, (_, i) => `${i + 1};;1`));
    const tooMany = await client.upload('/api/uploads/credit-limits/preview', 'viele.csv', many);
    expect(tooMany).toMatchObject(refusal('upload_too_many_rows'));
    expect(tooMany.body.data.errors[0].data).toEqual({ max: 5_000, rows: 5_001 });
    const noFile = await client.request('POST', '/api/uploads/offers/preview', { multipart: new FormData() });
    expect(noFile).toMatchObject(refusal('upload_file_missing'));
    expect(await db.upload.count({ where: { fileName: { in: ['kaputt.csv', 'falsch.csv', 'viele.csv'] } } })).toBe(0);
  });

  it('refuses a file just over 1 MB (and a far larger one) with the catalogued upload refusal, not a bare 413', async () => {
    const { client } = await seller();
    const big = csv(CREDIT_LIMIT_HEADER, ...Array.from({ length: 1 }, () => `1;${'a'.repeat(1_000_000)};1`));
    const res = await client.upload('/api/uploads/credit-limits/preview', 'gross.csv', big);
    expect(res).toMatchObject({
      status: 413,
      body: { message: 'upload_refused', data: { fileName: 'gross.csv', hint: 'upload_use_template', errors: [{ key: 'upload_too_large' }] } },
    });
    const huge = await client.upload('/api/uploads/credit-limits/preview', 'riesig.csv', 'x'.repeat(3_000_000));
    expect(huge).toMatchObject({ status: 413, body: { message: 'upload_refused', data: { fileName: 'riesig.csv', errors: [{ key: 'upload_too_large' }] } } });
  });

  it('another seller’s upload cannot be applied (404) and is not in its history', async () => {
    const mine = await seller();
    const other = await seller();
    const preview = await mine.client.upload('/api/uploads/offers/preview', 'meine.csv', csv(OFFER_HEADER, await offerRow(mine.offer, { total: '90' })));
    expect(preview.status).toBe(200);
    expect(await other.client.post(`/api/uploads/${preview.body.upload.id}/apply`)).toMatchObject({ status: 404, body: { message: 'upload_not_found' } });
    expect((await other.client.post('/api/uploads/not-a-uuid/apply')).status).toBe(400);
    expect((await db.offer.findUniqueOrThrow({ where: { id: mine.offer.id } })).totalVolume.toString()).toBe('100');
    expect((await other.client.get('/api/uploads')).body.uploads).toEqual([]);
    // Nor may the other seller change the first one's offer through its own file.
    const foreign = await other.client.upload('/api/uploads/offers/preview', 'fremd.csv', csv(OFFER_HEADER, await offerRow(mine.offer, { delete: true })));
    expect(foreign.body.rows[0].errors).toEqual([{ field: 'Angebots-ID', key: 'offer_not_found' }]);
  });

  it('an offer edited after the preview refuses the whole apply and changes nothing', async () => {
    const { client, offer, seller: account } = await seller();
    const file = csv(OFFER_HEADER, await newOfferRow(), await offerRow(offer, { total: '90' }));
    const preview = await client.upload('/api/uploads/offers/preview', 'spaet.csv', file);
    await db.offer.update({ where: { id: offer.id }, data: { version: { increment: 1 } } });
    const res = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(res).toMatchObject({ status: 409, body: { message: 'upload_refused', data: { errors: [{ line: 3, key: 'offer_edited_elsewhere' }] } } });
    expect(await db.offer.count({ where: { sellerAccountId: account.id } })).toBe(1);
  });

  it('a credit limit changed by hand or by API after the preview refuses the whole apply, naming the lines, and changes nothing', async () => {
    const { client, seller: account } = await seller();
    const byHand = await createAccount('BUYER');
    const byApi = await createAccount('BUYER');
    const fresh = await createAccount('BUYER');
    const handRelationship = await db.relationship.create({
      data: { buyerAccountId: byHand.id, sellerAccountId: account.id, status: 'ENABLED', creditLimitOption: 'MANUAL', creditLimit: '500' },
    });
    await db.relationship.create({
      data: {
        buyerAccountId: byApi.id,
        sellerAccountId: account.id,
        status: 'ENABLED',
        creditLimitOption: 'CSV',
        creditLimit: '700',
        creditLimitSource: 'CSV',
      },
    });
    await db.relationship.create({ data: { buyerAccountId: fresh.id, sellerAccountId: account.id, status: 'ENABLED' } });
    const file = csv(CREDIT_LIMIT_HEADER, `${byHand.id};a;800`, `${byApi.id};b;700`, `${fresh.id};c;100`);
    const preview = await client.upload('/api/uploads/credit-limits/preview', 'limits.csv', file);
    expect(preview.body.rows.map((r: any) => r.action)).toEqual(['update', 'unchanged', 'create']);

    // A colleague sets one limit by hand, the seller's own system another by API.
    const edit = await client.put(`/api/relationships/${handRelationship.id}`, { creditLimitOption: 'MANUAL', creditLimit: '900', version: 1 });
    expect(edit.status).toBe(200);
    const admin = await signInAs(await createUser({ accountId: account.id, isAdmin: true }));
    const { token } = (await admin.post('/api/integrations/tokens', { name: 'ERP' })).body;
    const byToken = await fetch(`${BASE_URL}/api/integrations/credit-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ limits: [{ buyerAccountId: byApi.id, creditLimit: '750' }] }),
    });
    expect(byToken.status).toBe(200);

    const res = await client.post(`/api/uploads/${preview.body.upload.id}/apply`);
    expect(res).toMatchObject({ status: 409, body: { message: 'upload_refused', data: { fileName: 'limits.csv', hint: 'upload_use_template' } } });
    expect(res.body.data.errors).toEqual([
      { line: 2, field: 'buyerAccountId', key: 'credit_limit_edited_elsewhere' },
      { line: 3, field: 'buyerAccountId', key: 'credit_limit_edited_elsewhere' },
    ]);
    const limits = await db.relationship.findMany({ where: { sellerAccountId: account.id }, orderBy: { buyerAccountId: 'asc' } });
    expect(limits.map((r) => [r.buyerAccountId, r.creditLimitOption, r.creditLimit?.toString() ?? null])).toEqual([
      [byHand.id, 'MANUAL', '900'],
      [byApi.id, 'API', '750'],
      [fresh.id, 'NONE', null],
    ]);
    expect((await client.get('/api/uploads')).body.uploads).toEqual([]);

    // The same file previewed again is read against the new limits and applies.
    const again = await client.upload('/api/uploads/credit-limits/preview', 'limits.csv', file);
    expect(again.body.rows.map((r: any) => r.action)).toEqual(['update', 'update', 'create']);
    expect((await client.post(`/api/uploads/${again.body.upload.id}/apply`)).status).toBe(200);
    expect((await db.relationship.findMany({ where: { sellerAccountId: account.id } })).every((r) => r.creditLimitOption === 'CSV')).toBe(true);
  });
});
