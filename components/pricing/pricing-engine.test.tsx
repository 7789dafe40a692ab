/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { oilpool } from '@/brands/oilpool';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { PricingEngine } from './pricing-engine';

const density = {
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

jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string) =>
    Promise.resolve(
      path === '/api/pricing/rules'
        ? { global: [], minimumPrices: [], densities: [density], groups: [], customerRules: [], expiryRules: [], productSettlements: [] }
        : path === '/api/generic/metadata'
          ? {
              fuels: [
                { id: 1, name: 'Heizöl EL', density: '0.845' },
                { id: 2, name: 'Diesel B7', density: '0.835' },
              ],
              additives: [],
              regions: [],
              liftingPeriods: [],
            }
          : { relationships: [] },
    ),
}));

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

  it('is not there without the flag: the densities section lists the rules', async () => {
    renderEngine(fuelmarket);
    expect(await screen.findByTestId('pricing-densities')).toBeInTheDocument();
    expect(screen.queryByTestId('pricing-conversion')).not.toBeInTheDocument();
  });
});
