import { randomUUID } from 'node:crypto';
import { evaluateAlerts } from '@/lib/alerts/evaluate-alerts';
import { triggerAlert } from '@/lib/alerts/trigger-alert';
import { createAccount, createUser, db } from '../helpers/factories';

/**
 * evaluateAlerts against PostgreSQL, on a platform of its own: the running server's market loop
 * issues windows and evaluates alerts of the real platform only, so it never touches these.
 */
const platformId = `TEST-${randomUUID().slice(0, 8)}`;
const now = new Date();
let windowId: number;
let buyerEmail: string;
let alerts: Record<string, number>;

beforeAll(async () => {
  await db.platform.create({ data: { id: platformId, brandId: 'test', name: 'Test platform', currency: 'EUR' } });
  const buyer = await createAccount('BUYER', { platformId });
  const seller = await createAccount('SELLER', { platformId });
  const stranger = await createAccount('SELLER', { platformId });
  await db.relationship.create({ data: { buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'ENABLED' } });
  const user = await createUser({ accountId: buyer.id });
  buyerEmail = user.email;
  const product = await db.product.findFirstOrThrow({ where: { name: 'Heizöl EL schwefelarm' } });
  // Terminals of its own platform: a market shows only offers at its platform's terminals.
  const region = await db.region.create({ data: { platformId, name: 'Test region' } });
  const terminal = (name: string) => db.terminal.create({ data: { regionId: region.id, name, code: `T${randomUUID().slice(0, 6)}`, city: name } });
  const [hamburg, duisburg] = [await terminal('Hamburg Hafen'), await terminal('Duisburg')];
  const [prompt, week] = await Promise.all([
    db.liftingPeriod.findFirstOrThrow({ where: { code: 'PROMPT' } }),
    db.liftingPeriod.findFirstOrThrow({ where: { code: 'WEEK' } }),
  ]);

  const offer = (sellerAccountId: number, terminalId: number, fixedPrice: string, liftingPeriodId: number) => ({
    sellerAccountId,
    productId: product.id,
    terminalId,
    priceType: 'FIXED' as const,
    fixedPrice,
    totalVolume: '100',
    remainingVolume: '100',
    minOrderQuantity: '1',
    maxOrderQuantity: '50',
    startsAt: new Date(now.getTime() - 3_600_000),
    endsAt: new Date(now.getTime() + 86_400_000),
    dailyStart: '00:00',
    dailyEnd: '00:00',
    liftingPeriodId,
  });
  await db.offer.createMany({
    data: [
      offer(seller.id, hamburg.id, '89.50', prompt.id),
      offer(seller.id, hamburg.id, '88.00', week.id),
      offer(seller.id, duisburg.id, '70.00', prompt.id), // another terminal
      offer(stranger.id, hamburg.id, '50.00', prompt.id), // a seller without relationship
    ],
  });

  const alert = (price: string, operator: 'GTE' | 'LTE', liftingPeriodType: 'ALL' | 'PROMPT') =>
    db.priceAlert.create({
      data: { userId: user.id, accountId: buyer.id, price, operator, productId: product.id, terminalId: hamburg.id, liftingPeriodType, note: 'Test' },
    });
  alerts = {
    promptAtEqualPrice: (await alert('89.50', 'LTE', 'PROMPT')).id, // best prompt price 89.50: fires
    belowEveryOffer: (await alert('85.00', 'LTE', 'ALL')).id, // best 88.00: stays
    promptBelowPrompt: (await alert('88.00', 'LTE', 'PROMPT')).id, // 88.00 is not prompt: stays
    aboveEveryOffer: (await alert('95.00', 'GTE', 'ALL')).id, // best 88.00: stays
    onlyStrangerOrOtherTerminal: (await alert('60.00', 'LTE', 'ALL')).id, // 50.00 unreachable, 70.00 elsewhere: stays
  };

  const window = await db.marketWindow.create({
    data: {
      platformId,
      created: new Date(now.getTime() - 60_000),
      expires: new Date(now.getTime() + 240_000),
      isClone: false,
      marketChange: 0,
      prices: [
        { symbol: '/GAS', price: '700.00', live: true, timestamp: now.toISOString() },
        { symbol: 'EUR/USD', price: '1.0800', live: true, timestamp: now.toISOString() },
      ],
    },
  });
  windowId = window.id;
});

afterAll(async () => {
  const accounts = await db.account.findMany({ where: { platformId }, select: { id: true } });
  const ids = accounts.map((a) => a.id);
  await db.priceAlert.deleteMany({ where: { accountId: { in: ids } } });
  await db.offer.deleteMany({ where: { sellerAccountId: { in: ids } } });
  await db.relationship.deleteMany({ where: { buyerAccountId: { in: ids } } });
  await db.emailOutbox.deleteMany({ where: { to: buyerEmail } });
  await db.user.deleteMany({ where: { accountId: { in: ids } } });
  await db.account.deleteMany({ where: { id: { in: ids } } });
  await db.marketWindow.deleteMany({ where: { platformId } });
  await db.terminal.deleteMany({ where: { region: { platformId } } });
  await db.region.deleteMany({ where: { platformId } });
  await db.platform.delete({ where: { id: platformId } });
  await db.$disconnect();
});

const statusOf = async (id: number) => (await db.priceAlert.findUniqueOrThrow({ where: { id } })).status;
const mails = () => db.emailOutbox.findMany({ where: { to: buyerEmail, template: 'price_alert' } });

describe('evaluateAlerts', () => {
  test('a matching alert triggers exactly once with one e-mail, even when two evaluations run in parallel', async () => {
    await Promise.all([evaluateAlerts(windowId, now), evaluateAlerts(windowId, now)]);
    await evaluateAlerts(windowId, now);

    const fired = await db.priceAlert.findUniqueOrThrow({ where: { id: alerts.promptAtEqualPrice } });
    expect(fired.status).toBe('TRIGGERED');
    expect(fired.triggeredAt).toEqual(now);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Preisalarm: Heizöl EL schwefelarm in Hamburg Hafen');
    // The one number formatter and the one price unit label, as on the screens.
    expect(sent[0].body).toContain('kostet jetzt 89,50 EUR/100L15');
    expect(sent[0].body).toContain('kleiner oder gleich 89,50 EUR/100L15');
    expect(sent[0].body).toContain('Ihre Notiz: Test');
  });

  test.each(['belowEveryOffer', 'promptBelowPrompt', 'aboveEveryOffer', 'onlyStrangerOrOtherTerminal'])(
    'the non-matching alert %s stays active',
    async (name) => {
      expect(await statusOf(alerts[name])).toBe('ACTIVE');
    },
  );
});

describe('triggerAlert', () => {
  // The update takes only an ACTIVE alert: without that condition the second update waits for the
  // first and changes the row again, so this fails however the two calls meet.
  test('two parallel triggers of one alert change it once and write one e-mail', async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: buyerEmail } });
    const alert = await db.priceAlert.create({
      data: { userId: user.id, accountId: user.accountId, price: '1', operator: 'GTE', productId: 1, terminalId: 1 },
    });
    const mail = { firstName: 'Test', product: 'P', terminal: 'T', operator: 'GTE' as const, alertPrice: '1,00 €', bestPrice: '2,00 €', note: '' };
    const before = (await mails()).length;
    const results = await Promise.all([triggerAlert(alert.id, buyerEmail, mail, now), triggerAlert(alert.id, buyerEmail, mail, now)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await mails()).length - before).toBe(1);
  });
});
