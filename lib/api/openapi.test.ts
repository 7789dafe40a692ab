import { openApiDocument } from './openapi';

describe('OpenAPI document of the trading calls', () => {
  const doc = openApiDocument();
  test('documents checkout with the zod body, the path parameter and the catalogued errors', () => {
    const op = (doc.paths['/api/baskets/{basketId}/checkout'] as Record<string, any>).post;
    const body = op.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['idempotencyKey', 'termsAccepted', 'orderChecked']));
    expect(body.properties.termsAccepted.const).toBe(true);
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'basketId', in: 'path' })]);
    expect(op.description).toContain('insufficient_credit_contact_operator');
    expect(op.summary).toContain('productAdditives');
  });

  test('the basket documents the Idempotency-Key header of creating calls', () => {
    const op = (doc.paths['/api/baskets'] as Record<string, any>).post;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false })]);
    expect(new RegExp(op.parameters[0].schema.pattern).test('a b')).toBe(false);
    expect(new RegExp(op.parameters[0].schema.pattern).test('0b9e5c1e-2f1a-4c3e-9d7b-5a2f6c8e1d3a')).toBe(true);
  });

  test('the order action enumerates the steps of the status flow', () => {
    const op = (doc.paths['/api/orders/{orderId}/actions'] as Record<string, any>).post;
    expect(op.requestBody.content['application/json'].schema.properties.action.enum).toEqual(['review', 'confirm', 'transfer', 'complete', 'decline']);
  });

  test('the market stream is described as an event stream that resumes from Last-Event-ID, beside the market’s ids', () => {
    const op = (doc.paths['/api/market/stream'] as Record<string, any>).get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'Last-Event-ID', in: 'header' })]);
    const ids = (doc.paths['/api/v2/offers'] as Record<string, any>).get.parameters.find((p: { name: string }) => p.name === 'ids');
    expect(ids.schema).toBeDefined();
  });

  test('the market sorts by each of its columns', () => {
    const op = (doc.paths['/api/v2/offers'] as Record<string, any>).get;
    const sortBy = op.parameters.find((p: { name: string }) => p.name === 'sortBy');
    expect(sortBy.schema.enum).toEqual(['product', 'terminal', 'region', 'seller', 'price', 'orderRange', 'volume', 'availability']);
  });
});

describe('OpenAPI document of the relationship calls', () => {
  const doc = openApiDocument();
  const op = (path: string, method: string) => (doc.paths[path] as Record<string, any>)[method];
  test('the seller’s edit lists the allowed credit days and needs the version; request and cancel are described', () => {
    const put = op('/api/relationships/{ref}', 'put');
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['version']);
    expect(body.properties.creditDays.items.properties.days.enum).toEqual([7, 14, 21, 30, 45]);
    expect(body.properties.status.enum).toEqual(['ENABLED', 'IN_PROCESSING', 'DISABLED']);
    expect(put.parameters).toEqual([expect.objectContaining({ name: 'ref', in: 'path' })]);
    expect(put.description).toContain('relationship_edited_elsewhere');
    expect(put.description).toContain('relationship_cancelled_by_buyer');
    expect(op('/api/relationships/{ref}', 'delete').description).toContain('relationship_not_found');
    expect(op('/api/relationships', 'post').requestBody.content['application/json'].schema.required).toEqual(['sellerAccountId']);
  });

  test('one path template lists by kind and status and edits by id, with both uses described', () => {
    const list = op('/api/relationships/{ref}', 'get');
    expect(list.parameters.map((p: any) => [p.name, p.in])).toEqual([
      ['ref', 'path'],
      ['status', 'query'],
    ]);
    expect(list.parameters[0].schema).toMatchObject({ enum: ['buyer', 'seller'], description: expect.stringContaining('kind') });
    expect(list.parameters[1].schema.enum).toEqual(['NEW', 'IN_PROCESSING', 'ENABLED', 'DISABLED']);
    expect(list.summary).toContain('creditUsed');
    for (const field of ['requestMessage', '`decision` { at, by', 'disabledBy']) expect(list.summary).toContain(field);
    expect(op('/api/relationships/{ref}', 'put').parameters[0].schema.description).toContain('relationship id');
  });

  test('the request is idempotent and answers 201', () => {
    const post = op('/api/relationships', 'post');
    expect(post.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    expect(Object.keys(post.responses)).toContain('201');
    expect(Object.keys(post.responses)).not.toContain('200');
  });
});

describe('OpenAPI document as a whole', () => {
  const doc = openApiDocument();
  test('no two paths differ only in their parameter names (OpenAPI forbids it)', () => {
    const templates = Object.keys(doc.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(templates.length).toBe(new Set(templates).size);
  });

  test('every creating call that answers 201 says so', () => {
    for (const path of ['/api/relationships', '/api/favourites', '/api/news', '/api/operator/accounts']) {
      expect([path, Object.keys((doc.paths[path] as Record<string, any>).post.responses)]).toEqual([path, expect.arrayContaining(['201'])]);
    }
  });

  test('documents saving and removing a team member and the favourites list', () => {
    const remove = (doc.paths['/api/user/{id}'] as Record<string, any>).delete;
    expect(remove.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(remove.description).toContain('own_user_not_deletable');
    const save = (doc.paths['/api/user/{id}'] as Record<string, any>).put;
    expect(save.requestBody.content['application/json'].schema.properties.statusId.enum).toEqual([100, 200]);
    expect(save.description).toContain('user_blocked_by_operator');
    expect((doc.paths['/api/favourites'] as Record<string, any>).get).toBeDefined();
  });
});

describe('OpenAPI document of the operator calls', () => {
  const doc = openApiDocument();
  test('documents the account search, the edit with its version and the user calls', () => {
    const list = (doc.paths['/api/operator/accounts'] as Record<string, any>).get;
    expect(list.parameters.map((p: any) => [p.name, p.in])).toEqual([
      ['query', 'query'],
      ['type', 'query'],
      ['status', 'query'],
      ['page', 'query'],
    ]);
    const put = (doc.paths['/api/operator/accounts/{id}'] as Record<string, any>).put;
    expect(put.requestBody.content['application/json'].schema.required).toEqual(['version']);
    expect(put.requestBody.content['application/json'].schema.properties.shareholderTerms.properties.creditDays).toBeDefined();
    expect((doc.paths['/api/operator/users/{id}'] as Record<string, any>).delete).toBeDefined();
    expect((doc.paths['/api/operator/users/{id}/welcome'] as Record<string, any>).post.responses['409']).toBeDefined();
    expect(put.requestBody.content['application/json'].schema.properties.features.items.enum).toEqual([
      'globalRulesMaster',
      'triggers',
      'productAdditives',
      'newsBox',
    ]);
    expect((doc.paths['/api/operator/audit'] as Record<string, any>).get.parameters.map((p: any) => p.name)).toEqual([
      'accountId',
      'userId',
      'event',
      'from',
      'to',
      'page',
    ]);
  });

  test('the operator’s own address and the child-account selector are described with their access', () => {
    const own = (doc.paths['/api/account'] as Record<string, any>).put;
    expect(own.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['addressLine1', 'postCode', 'country']));
    expect(own.description).toMatch(/^Access: operator\..*company_data_via_operator/);
    expect(own.summary).toContain('operator_account_updated');
    const children = (doc.paths['/api/accounts/children'] as Record<string, any>).get;
    expect(children.description).toContain('ChildAccounts_View');
    expect(children.summary).toContain('{ accounts: [{ id, name, isShareholder }] }');
  });
});

describe('OpenAPI document of the CSV uploads and the credit-limit API', () => {
  const doc = openApiDocument();
  const op = (path: string, method: string) => (doc.paths[path] as Record<string, any>)[method];
  test('the preview takes a multipart file and names the upload refusal, the 413 included', () => {
    const preview = op('/api/uploads/{kind}/preview', 'post');
    expect(preview.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(preview.parameters).toEqual([
      expect.objectContaining({ name: 'kind', in: 'path', schema: expect.objectContaining({ enum: ['offers', 'credit-limits'] }) }),
    ]);
    expect(preview.summary).toContain('413');
    expect(preview.responses['413']).toBeDefined();
    for (const [path, method] of [
      ['/api/uploads/templates/{kind}', 'get'],
      ['/api/uploads/{uploadId}/apply', 'post'],
      ['/api/uploads', 'get'],
      ['/api/integrations/tokens', 'get'],
      ['/api/integrations/tokens', 'post'],
      ['/api/integrations/tokens/{id}', 'delete'],
    ]) {
      expect(op(path, method)).toBeDefined();
    }
  });

  test('the credit-limit call is authenticated by a bearer token', () => {
    const put = op('/api/integrations/credit-limits', 'put');
    expect(put.security).toEqual([{ sellerApiToken: [] }]);
    expect(doc.components.securitySchemes.sellerApiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(put.requestBody.content['application/json'].schema.required).toEqual(['limits']);
  });
});

describe('OpenAPI document of the trigger calls', () => {
  const doc = openApiDocument();
  const op = (path: string, method: string) => (doc.paths[path] as Record<string, any>)?.[method];
  test('documents every trigger call of issue 11', () => {
    for (const [path, method] of [
      ['/api/triggers/contracts', 'get'],
      ['/api/triggers/contracts', 'post'],
      ['/api/triggers/contracts/{id}', 'put'],
      ['/api/triggers/orders', 'post'],
      ['/api/triggers/orders', 'get'],
      ['/api/triggers/orders/{id}/confirm', 'post'],
      ['/api/triggers/orders/{id}/cancel', 'post'],
    ]) {
      expect(op(path, method)).toBeDefined();
    }
  });

  test('the trigger takes the window seen and names every refusal; the list takes the order-history filters', () => {
    const post = op('/api/triggers/orders', 'post');
    const body = post.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('windowId');
    expect(body.properties.prices.items.required).toEqual(['productId', 'price']);
    expect(body.required).not.toContain('prices');
    expect(body.properties).toHaveProperty('pickupStart');
    expect(body.required).toEqual(expect.arrayContaining(['contractId', 'items', 'liftingPeriodId', 'acceptTerms', 'bookingChecked', 'idempotencyKey']));
    expect(body.required).not.toContain('windowId');
    expect(post.description).toContain('trigger_price_changed');
    expect(post.summary).toContain('price rule');
    expect(op('/api/triggers/contracts', 'post').summary).toContain('premium_unit_for_product');
    expect(post.description).toContain('trigger_monthly_volume_used_up');
    expect(op('/api/triggers/orders', 'get').parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['orderId', 'createdStart', 'createdEnd', 'productList', 'orderStatusList', 'sortBy', 'pageNumber']),
    );
    expect(op('/api/triggers/orders/{id}/confirm', 'post').description).toContain('order_actions_not_allowed');
    expect(op('/api/triggers/contracts/{id}', 'put').requestBody.content['application/json'].schema.required).toContain('version');
  });
});

describe('OpenAPI document of the additive calls', () => {
  const doc = openApiDocument();
  test('the additive edit needs the version and names the conflict; the options of an empties request are described', () => {
    const put = (doc.paths['/api/offer/additive/{offerId}'] as Record<string, any>).put;
    expect(put.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['version']));
    expect(put.description).toContain('offer_edited_elsewhere');
    expect((doc.paths['/api/barrel-returns/options'] as Record<string, any>).get.summary).toContain('additives enabled');
  });
});
