import { apiFetch } from './fetch-client';

/** The browser's creating calls carry one Idempotency-Key per user action, kept for the automatic retry of a lost answer. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const ok = () => new Response(JSON.stringify({ id: 1 }), { status: 200 });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']);

describe('apiFetch and the Idempotency-Key', () => {
  it('sends a fresh key with each creating call', async () => {
    fetchMock.mockImplementation(async () => ok());
    await apiFetch('/api/alerts', { method: 'POST', body: {}, idempotent: true });
    await apiFetch('/api/alerts', { method: 'POST', body: {}, idempotent: true });
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('retries a creating call once after a lost answer, with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(async () => ok());
    expect(await apiFetch('/api/offers', { method: 'POST', body: {}, idempotent: true })).toEqual({ id: 1 });
    const [first, retry] = keysSent();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(retry).toBe(first);
  });

  it('sends no key and does not retry other calls', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/orders/1/actions', { method: 'POST', body: { action: 'confirm' } })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent()).toEqual([undefined]);
  });
});
