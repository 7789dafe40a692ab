import { settlementDay } from '@/lib/market-data/domain/settlement';
import { createUser, db } from '../helpers/factories';
import { withLiveWindow } from '../helpers/market-factories';
import { signInAs } from '../helpers/sign-in-as';

/**
 * Settlement prices and offers off the market, over HTTP (design 4, 5): the feed's daily
 * settlement prices ICE_SETTLE offers; a seller sees which active offers buyers cannot see and
 * why; a rule save answers what the rules cannot price yet.
 * @serial Its tests put a live window of their own in place, so their calls meet one window rather than a rollover.
 */
afterAll(() => db.$disconnect());

async function sellerWithLiveOffer(extra: { fxSymbol?: string; startsAt?: Date; iceMonth?: number } = {}) {
  const user = await createUser({ type: 'SELLER' });
  const product = await db.product.findFirstOrThrow({ where: { name: 'Diesel B7' } });
  const terminal = await db.terminal.findFirstOrThrow({ where: { code: 'DU1' } });
  const offer = await db.offer.create({
    data: {
      sellerAccountId: user.accountId,
      productId: product.id,
      terminalId: terminal.id,
      priceType: 'TRACKING',
      iceMonth: extra.iceMonth ?? 0,
      fxSymbol: extra.fxSymbol ?? 'EUR/USD',
      totalVolume: '100',
      remainingVolume: '100',
      minOrderQuantity: '1',
      maxOrderQuantity: '100',
      startsAt: extra.startsAt ?? new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    },
  });
  return { user, offer, client: await signInAs(user) };
}

const offMarket = async (client: Awaited<ReturnType<typeof signInAs>>, offerId: number) => {
  const list = await client.get('/api/offers/mine');
  expect(list.status).toBe(200);
  return list.body.offers.find((o: { id: number }) => o.id === offerId).offMarketReason;
};

test('an offer priced on ICE_SETTLE takes the feed’s latest settlement of its month, and the breakdown says when it is not today’s', () =>
  withLiveWindow(async (window) => {
    const { client, offer } = await sellerWithLiveOffer({ iceMonth: 1 });
    const saved = await client.post('/api/pricing/rules', { kind: 'ICE_SETTLE', value: '0' });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([]);
    // The simulated feed stores the settlement of every ICE month once it is due (16:30 London), the latest at once on a start.
    const settled = await db.marketQuote.findFirstOrThrow({
      where: { symbol: '/GAS<1>', settlement: true, timestamp: { lte: window.created } },
      orderBy: { timestamp: 'desc' },
    });
    const breakdown = await client.get(`/api/pricing/offers/${offer.id}/breakdown`);
    expect(breakdown.body.ok).toBe(true);
    const steps = breakdown.body.breakdown.map((line: { step: string }) => line.step);
    expect(breakdown.body.breakdown.find((line: { step: string }) => line.step === 'ICE_SETTLE').value).toBe(settled.price.toString());
    const today = settlementDay(settled.timestamp) === settlementDay(new Date(breakdown.body.window.created));
    expect(steps.includes('SETTLEMENT_OF_EARLIER_DAY')).toBe(!today);
    expect(await offMarket(client, offer.id)).toBeNull();
  }));

test('a seller sees why an active offer is off the market, and a rule save says which offers it cannot price', () =>
  withLiveWindow(async () => {
    const { client, offer } = await sellerWithLiveOffer({ fxSymbol: 'EUR/XXX' });
    const later = await sellerWithLiveOffer({ startsAt: new Date(Date.now() + 86_400_000) });

    expect(await offMarket(client, offer.id)).toBe('missing_fx_rate');
    expect(await offMarket(later.client, later.offer.id)).toBe('not_started');

    const saved = await client.post('/api/pricing/rules', { kind: 'ICE_LIVE', value: '0' });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([{ code: 'missing_fx_rate', offerIds: [offer.id] }]);

    // Fixed, the offer is back and the next save warns of nothing.
    await db.offer.update({ where: { id: offer.id }, data: { fxSymbol: 'EUR/USD' } });
    expect(await offMarket(client, offer.id)).toBeNull();
    const again = await client.put(`/api/pricing/rules/${saved.body.rule.id}`, { kind: 'ICE_LIVE', value: '0', version: saved.body.rule.version });
    expect(again.status).toBe(200);
    expect(again.body.warnings).toEqual([]);
  }));

test('a paused offer has no reason: its status says it', async () => {
  const { client, offer } = await sellerWithLiveOffer({ fxSymbol: 'EUR/XXX' });
  await db.offer.update({ where: { id: offer.id }, data: { status: 'PAUSED' } });
  expect(await offMarket(client, offer.id)).toBeNull();
});
