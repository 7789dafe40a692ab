/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import type { AuditNames } from '@/lib/operator/audit-id-keys';
import { AuditDetail } from './audit-detail';

function setup(detail: unknown, messages: typeof de = de, locale: 'de' | 'en' = 'de', names?: AuditNames) {
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <AuditDetail detail={detail} names={names} />
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

/** Each line of the detail as "label: value" (the colon comes from the style sheet). */
const lines = () => screen.queryAllByRole('definition').map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

const terms = (creditLimit: string | null, priceAdjustment: string | null) => ({
  priceAdjustment,
  creditLimit,
  creditDays: 14,
  collectionCutDays: null,
  terminalIds: [],
  purchaseLimits: [{ productId: 3, limitCbm: '1000.5' }],
});
const account = {
  id: 9,
  name: 'Filiale Nord',
  kind: 'SHAREHOLDER',
  releasedForTrading: false,
  version: 1,
  createdAt: '2026-11-28T13:05:00.000Z',
  features: [],
};

describe('an audit entry’s detail', () => {
  it('shows an edit as the changed fields only, before → after, numbers and money as the platform writes them', () => {
    setup({
      before: { ...account, shareholderTerms: terms('3000000.00', null) },
      after: { ...account, name: 'Filiale Süd', releasedForTrading: true, version: 2, shareholderTerms: terms('5000.5', '-0.35') },
    });
    expect(lines()).toEqual([
      'Firmenname: Filiale Nord → Filiale Süd',
      'Für den Handel freigegeben: Nein → Ja',
      'Version: 1 → 2',
      'Preisanpassung: – → -0,35 EUR/100L15',
      'Kreditlimit: 3.000.000,00 EUR → 5.000,50 EUR',
    ]);
    expect(screen.queryByText(/[{}"]/)).toBeNull();
  });

  it('shows a creation with its filled-in fields, dates in the brand’s zone and names for stored codes, in English too', () => {
    setup({ before: null, after: { ...account, shareholderTerms: terms(null, null), adminUserId: 12 } }, en, 'en');
    expect(lines()).toEqual([
      'ID: 9',
      'Company name: Filiale Nord',
      'Kind of account: Shareholder (child account)',
      'Released for trading: No',
      'Version: 1',
      'Created: 28/11/2026 14:05',
      'Credit days: 14',
      'Daily purchase limits: Product: 3 · Limit: 1,000.5 cbm',
      'First administrator: 12',
    ]);
  });

  it('shows the roles granted to a user, with the user named', () => {
    setup({ targetUserId: 41, before: { roles: ['MyRelationships_View'] }, after: { roles: ['MyRelationships_View', 'ChildAccounts_View'] } });
    expect(lines()).toEqual(['Benutzer: 41', 'Rollen: MyRelationships_View → MyRelationships_View, ChildAccounts_View']);
  });

  it('names the users, accounts, products and terminals beside their ids, and a catalogue in words', () => {
    const names: AuditNames = {
      users: { 41: 'Ida Krause' },
      accounts: { 7: 'Heizöl Müller GmbH' },
      products: { 3: 'Diesel' },
      terminals: { 5: 'Hamburg' },
      regions: {},
    };
    setup(
      { targetUserId: 41, catalogue: 'terminals', before: { parentId: 7, terminalIds: [5, 6] }, after: { parentId: 7, terminalIds: [5] } },
      de,
      'de',
      names,
    );
    expect(lines()).toEqual(['Benutzer: Ida Krause (41)', 'Katalog: Terminals', 'Terminals: Hamburg (5), 6 → Hamburg (5)']);
  });
});
