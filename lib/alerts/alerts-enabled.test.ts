import { fuelmarket } from '@/brands/fuelmarket';
import { brand } from '@/lib/env';
import { alertsEnabled } from './alerts-enabled';

jest.mock('@/lib/env', () => ({ brand: jest.fn() }));

const withFlag = (priceAlert: boolean) => jest.mocked(brand).mockReturnValue({ ...fuelmarket, flags: { ...fuelmarket.flags, priceAlert } });

describe('alertsEnabled', () => {
  const handler = jest.fn(async () => new Response('{"alerts":[]}', { status: 200 }));
  beforeEach(() => handler.mockClear());

  it('answers 404 without calling the route when the brand has no price alerts', async () => {
    withFlag(false);
    const res = await alertsEnabled(handler)(new Request('http://x/api/alerts', { method: 'POST' }), {});
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', message: 'not_found' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands the request to the route when the flag is on', async () => {
    withFlag(true);
    const res = await alertsEnabled(handler)(new Request('http://x/api/alerts'), {});
    expect(res.status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
