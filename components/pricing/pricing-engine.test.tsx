/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { PricingEngine } from './pricing-engine';

const density: RuleDto = {
  id: 9,
  kind: 'DENSITY',
  scope: 'PRODUCT',
  groupName: null,
  name: null,
  value: '0.8400',
  unit: 'kg/l',
  symbol: null,
  expiryDate: null,
  expiryTime: null,
  direction: null,
  status: null,
  networkIds: [],
  terminalIds: [],
  productIds: [2],
  offerIds: [],
  accountIds: [],
  version: 1,
  updatedAt: '2026-11-24T08:00:00.000Z',
};

// DENSITY rules the tab cannot show as a product's factor: at one terminal, in one network, for one customer, for one offer.
const narrowed: RuleDto[] = [
  { ...density, id: 10, productIds: [1], terminalIds: [5], value: '0.8500' },
  { ...density, id: 11, productIds: [1], networkIds: [3], value: '0.8510' },
  { ...density, id: 12, scope: 'ACCOUNT', productIds: [2], accountIds: [7], value: '0.8300' },
  { ...density, id: 13, scope: 'OFFER', productIds: [2], offerIds: [44], value: '0.8200', version: 3 },
];
let mockDensities = [density];
const mockSaved: { path: string; body: unknown }[] = [];

jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string, init?: { method?: string; body?: unknown }) => {
    if (init?.method === 'PUT') {
      mockSaved.push({ path, body: init.body });
      return Promise.resolve({ rule: {} });
    }
    return Promise.resolve(
      path === '/api/pricing/rules'
        ? { global: [], minimumPrices: [], densities: mockDensities, groups: [], customerRules: [], expiryRules: [], productSettlements: [] }
        : path === '/api/generic/metadata'
          ? {
              fuels: [
                { id: 1, name: 'Heizöl EL', density: '0.845' },
                { id: 2, name: 'Diesel B7', density: '0.835' },
              ],
              additives: [],
              regions: [{ id: 3, name: 'Mittelland', terminals: [{ id: 5, name: 'Basel Hafen' }] }],
              liftingPeriods: [],
            }
          : { relationships: [] },
    );
  },
}));

beforeEach(() => {
  mockDensities = [density];
  mockSaved.length = 0;
});

function renderEngine(brand: typeof fuelmarket) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PricingEngine title="Pricing Engine" />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('the conversion-factor tab (oil pool flag)', () => {
  it('shows each product with its factor, the seller’s where set, the product’s otherwise; editing opens the factor of that product', async () => {
    renderEngine(oilpool);
    const tab = await screen.findByTestId('pricing-conversion');
    expect(screen.queryByTestId('pricing-densities')).not.toBeInTheDocument();
    const row = (id: number) => tab.querySelector(`tr[data-product-id="${id}"]`) as HTMLElement;
    expect(await within(tab).findByText('Heizöl EL')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent(/0[.,]845 t\/cbm \(Standard des Produkts\)/);
    expect(row(2)).toHaveTextContent(/0[.,]84 t\/cbm/);
    expect(row(2)).not.toHaveTextContent('Standard des Produkts');
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Bearbeiten' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the densities that are no product factor listed beside the factors, to be edited with their targets kept or deleted', async () => {
    mockDensities = [density, ...narrowed];
    renderEngine(oilpool);
    const tab = await screen.findByTestId('pricing-conversion');
    // The terminal's and the network's density of Heizöl EL are not its factor: that stays the product's.
    expect(await within(tab).findByText('Heizöl EL')).toBeInTheDocument();
    expect(tab.querySelector('tr[data-product-id="1"]')).toHaveTextContent('Standard des Produkts');
    expect(tab.querySelector('tr[data-product-id="2"]')).toHaveTextContent(/0[.,]84 t\/cbm/);
    const others = await screen.findByTestId('pricing-narrowed-densities');
    const row = (id: number) => others.querySelector(`tr[data-rule-id="${id}"]`) as HTMLElement;
    expect([...others.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-rule-id'))).toEqual(['10', '11', '12', '13']);
    expect(row(10)).toHaveTextContent('Terminals: Basel Hafen');
    expect(row(11)).toHaveTextContent('Netze: Mittelland');
    expect(row(12)).toHaveTextContent('Kunden: #7');
    expect(row(13)).toHaveTextContent('Angebote: #44');
    expect(row(13)).toHaveTextContent(/0[.,]82/);
    // Nothing can be added here: a new density is a product's factor, set in the tab.
    expect(within(others).queryByRole('button', { name: 'Hinzufügen' })).not.toBeInTheDocument();

    fireEvent.click(within(row(13)).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(mockSaved).toHaveLength(1));
    expect(mockSaved[0]).toMatchObject({ path: '/api/pricing/rules/13', body: { kind: 'DENSITY', productIds: [2], offerIds: [44], version: 3 } });

    fireEvent.click(within(row(12)).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Möchten Sie die Regel „Dichte“ wirklich löschen?')).toBeInTheDocument();
  });

  it('lists no further densities where every one is a product factor', async () => {
    renderEngine(oilpool);
    await screen.findByTestId('pricing-conversion');
    expect(await screen.findByText('Diesel B7')).toBeInTheDocument();
    expect(screen.queryByTestId('pricing-narrowed-densities')).not.toBeInTheDocument();
  });

  it('is not there without the flag: the densities section lists the rules', async () => {
    renderEngine(fuelmarket);
    expect(await screen.findByTestId('pricing-densities')).toBeInTheDocument();
    expect(screen.queryByTestId('pricing-conversion')).not.toBeInTheDocument();
  });
});
