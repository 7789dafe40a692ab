import { ApiClient } from '../helpers/api-client';

describe('an API path nobody serves', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s with 404 and a problem body, not a login redirect or a page', async (method) => {
    const res = await new ApiClient().request(method, '/api/does-not-exist/at/all', method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
    expect(res.headers.get('location')).toBeNull();
  });
});
