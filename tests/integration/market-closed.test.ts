import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/api/errors';
import { reservePrice } from '@/lib/basket/reserve-price';
import { issueWindow } from '@/lib/market-window/issue-window';
import { db } from '../helpers/factories';
import { buyerOf, sellerWithOffer } from '../helpers/market-setup';

// The brand's own hours (Mon-Fri 07:00-18:00 Berlin), not the test server's always-open market.
const alwaysOpen = process.env.MARKET_ALWAYS_OPEN;
const minutes = process.env.MARKET_WINDOW_MINUTES;
beforeEach(() => {
  delete process.env.MARKET_ALWAYS_OPEN;
  process.env.MARKET_WINDOW_MINUTES = '5';
});
afterAll(async () => {
  process.env.MARKET_ALWAYS_OPEN = alwaysOpen;
  process.env.MARKET_WINDOW_MINUTES = minutes;
  await db.$disconnect();
});

// Wednesday 9 January 2030, 22:00 in Berlin.
const NIGHT = new Date('2030-01-09T21:00:00Z');

describe('a window issued while the market is closed', () => {
  test('lasts until the next opening under the same settings', async () => {
    const platformId = `TEST-${randomUUID()}`;
    const closed = await issueWindow(platformId, NIGHT);
    expect(closed!.isClone).toBe(true);
    expect(closed!.expires).toEqual(new Date('2030-01-10T06:00:00Z'));
    expect((await issueWindow(platformId, new Date(NIGHT.getTime() + 3 * 3_600_000)))!.id).toBe(closed!.id);
    await db.marketWindow.deleteMany({ where: { platformId } });
  });

  test('is ended and replaced at once when a restart brings other hours', async () => {
    const platformId = `TEST-${randomUUID()}`;
    const closed = await issueWindow(platformId, NIGHT);
    process.env.MARKET_ALWAYS_OPEN = '1';
    const later = new Date(NIGHT.getTime() + 90_000);
    const replacement = await issueWindow(platformId, later);
    expect(replacement!.id).not.toBe(closed!.id);
    expect(replacement!.created).toEqual(later);
    expect(replacement!.expires).toEqual(new Date('2030-01-09T21:05:00Z'));
    expect((await db.marketWindow.findUniqueOrThrow({ where: { id: closed!.id } })).expires).toEqual(later);
    // The replacement fits the new settings and stays.
    expect((await issueWindow(platformId, new Date(later.getTime() + 60_000)))!.id).toBe(replacement!.id);
    await db.marketWindow.deleteMany({ where: { platformId } });
  });
});

describe('a basket while the market is closed', () => {
  async function marketWith(priceType: 'FIXED' | 'TRACKING') {
    const { seller, offer } = await sellerWithOffer({ volume: '100' });
    await db.offer.update({
      where: { id: offer.id },
      data: { priceType, startsAt: new Date(NIGHT.getTime() - 86_400_000), endsAt: new Date(NIGHT.getTime() + 7 * 86_400_000) },
    });
    return { buyer: await buyerOf(seller.id), offer };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error) => (error instanceof AppError ? { key: error.messageKey, data: error.data } : Promise.reject(error)),
    );

  test('is refused for a live-priced offer, naming the next opening', async () => {
    const { buyer, offer } = await marketWith('TRACKING');
    expect(await refusal(reservePrice(buyer, offer.id, NIGHT))).toEqual({ key: 'market_closed', data: { opens: '2030-01-10T06:00:00.000Z' } });
  });

  test('still reserves a fixed price', async () => {
    const { buyer, offer } = await marketWith('FIXED');
    const reserved = await reservePrice(buyer, offer.id, NIGHT);
    expect(reserved.price.toFixed(2)).toBe('100.00');
  });
});
