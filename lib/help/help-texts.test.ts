import { createTranslator } from 'next-intl';
import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ROLES, type Viewer } from '@/lib/access/routes';
import { helpItemShown } from './panels';

/**
 * The help centre describes only what the product does: these pin the statements that once
 * described features it does not have, against the labels of the screens they talk about.
 */
const VALUES = {
  company: 'Fuelmarket',
  currency: 'EUR',
  windowMinutes: 5,
  reservationMinutes: 3,
  supportHours: 'Mo–Fr 9:00–17:00',
  phone: '+49 40 123456-0',
  email: 'service@fuelmarket.example',
  tradingDays: 'Mo–Fr',
  tradingOpen: '07:00',
  tradingClose: '18:00',
  additives: 'yes',
  firstLoginTerms: 'no',
};

function textsIn(locale: Locale) {
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return {
    help: (key: string, values = {}) => t(`help.${key}`, { ...VALUES, ...values }).toLowerCase(),
    label: (key: string) => t(key).toLowerCase(),
    messages,
  };
}

describe.each(['de', 'de-CH', 'en'] as const)('the help texts in %s', (locale) => {
  const { help, label, messages } = textsIn(locale);

  test('outside trading hours fixed-price offers can still be ordered', () => {
    const hours = help('faq.allgemein.items.hours.a');
    expect(hours).toMatch(/festpreis können sie auch dann bestellen|fixed-price offers can still be ordered/);
    expect(hours).not.toMatch(/können aber nicht bestellen|cannot order/);
    expect(hours).toContain('mo–fr');
  });

  test('the market is narrowed by the filters it has, and by no lifting period', () => {
    const step = help('anleitung.kaufen.steps.s2');
    for (const filter of ['product', 'terminal', 'region', 'deliveryAddress', 'favourite']) expect(step).toContain(label(`market.${filter}`));
    expect(step).not.toContain(label('basket.liftingPeriod'));
  });

  test("the basket step names the basket's own choices and no delivery type", () => {
    const step = help('anleitung.kaufen.steps.s4');
    for (const choice of ['deliveryAddress', 'paymentTerm', 'liftingPeriod']) expect(step).toContain(label(`basket.${choice}`));
    expect(step).not.toMatch(/lieferart|delivery type|and delivery in/);
  });

  test('a delivery address is no "delivered free" option', () => {
    expect(help('glossar.logistik.items.delivery.text')).not.toMatch(/frei haus|delivered free/);
  });

  test('a limited market hides live-priced offers', () => {
    const limited = help('faq.handel.items.limited.a');
    expect(limited).toMatch(/blendet .* aus|hides/);
    expect(limited).not.toMatch(/ausgesetzt|suspended/);
  });

  test('buyers are sent to the seller management and team management by their menu names', () => {
    for (const key of ['anleitung.kaufen.steps.s1', 'faq.handel.items.relationship.a']) expect(help(key)).toContain(label('titles.sellerManagement'));
    for (const key of ['anleitung.konto.steps.s1', 'faq.konto.items.team.a']) expect(help(key)).toContain(label('profile.tabs.team'));
  });

  test('no entry for Brent, which no screen shows and no price follows', () => {
    expect(Object.keys(messages.help.glossar.preise.items)).not.toContain('brent');
  });

  test('additives and the terms at first login are named only where the brand has them', () => {
    expect(help('faq.allgemein.items.what.a', { additives: 'no' })).not.toMatch(/additiv/);
    expect(help('faq.allgemein.items.what.a')).toMatch(/additiv/);
    const terms = (firstLoginTerms: string) => help('rechtliches.agb.text', { firstLoginTerms });
    expect(terms('no')).not.toMatch(/ersten anmeldung|first login/);
    expect(terms('yes')).toMatch(/ersten anmeldung|first login/);
  });
});

const viewer = (accountType: Viewer['accountType'], roles: string[]): Viewer => ({ accountType, roles, features: [], gtcAccepted: true });
const buyer = viewer('BUYER', [ROLES.relationships, ROLES.purchase]);

describe('helpItemShown', () => {
  test('hides the items about triggers, price alerts and additives where the brand has none, and only those', () => {
    const items = ['glossar.handel.trigger', 'glossar.handel.alert', 'glossar.logistik.additive', 'glossar.handel.basket', 'faq.handel.window'];
    expect(items.filter((item) => helpItemShown(item, oilpool.flags, buyer))).toEqual(['glossar.handel.basket', 'faq.handel.window']);
    expect(items.every((item) => helpItemShown(item, fuelmarket.flags, buyer))).toBe(true);
  });

  // Every help item that sends the reader to "Meine Verkäufer", by its text in each language.
  const sellerScreenItems = (locale: Locale) => {
    const { messages } = textsIn(locale);
    const help = (messages as unknown as { help: Record<string, Record<string, { items?: object; steps?: object }>> }).help;
    const screenName = (messages as unknown as { titles: { sellerManagement: string } }).titles.sellerManagement;
    const items: string[] = [];
    for (const panel of ['faq', 'glossar', 'anleitung']) {
      for (const [tab, content] of Object.entries(help[panel])) {
        for (const [id, text] of Object.entries(content.items ?? content.steps ?? {})) {
          if (JSON.stringify(text).includes(screenName)) items.push(`${panel}.${tab}.${id}`);
        }
      }
    }
    return items;
  };

  test.each(['de', 'de-CH', 'en'] as const)('the items that send the reader to "Meine Verkäufer" in %s are known', (locale) => {
    expect(sellerScreenItems(locale).sort()).toEqual(['anleitung.kaufen.s1', 'faq.handel.relationship']);
  });

  test.each([
    ['a buyer who manages its sellers', true, fuelmarket.flags, buyer],
    ['a buyer in a single-seller brand, which has no such screen', false, energypool.flags, buyer],
    ['a buyer without MyRelationships_View', false, fuelmarket.flags, viewer('BUYER', [ROLES.purchase])],
    ['a seller', false, fuelmarket.flags, viewer('SELLER', [ROLES.relationships])],
  ])('the steps to "Meine Verkäufer" are shown to %s: %s', (_name, shown, flags, reader) => {
    for (const item of sellerScreenItems('de')) expect(helpItemShown(item, flags, reader)).toBe(shown);
  });
});
