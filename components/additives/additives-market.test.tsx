/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { AdditivesMarket } from './additives-market';

/** The buyers' additives market: the stock through the one number formatter. */
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/api/fetch-client', () => ({
  ...jest.requireActual('@/lib/api/fetch-client'),
  apiFetch: (path: string) =>
    Promise.resolve(
      path.startsWith('/api/v2/offers/additives')
        ? {
            offers: [
              {
                _id: 7,
                offer: {
                  product: 'AdBlue',
                  seller: { id: 2, name: 'Rhein Energie' },
                  unitLabel: 'IBC',
                  unitLitres: 1000,
                  unitPrice: '580.00',
                  unitStock: 1200,
                  minUnits: 1,
                  maxUnits: 10,
                },
              },
            ],
          }
        : { barrelReturns: [], sellers: [], products: [], containers: [] },
    ),
}));

test('writes the containers in stock and the container as the reader writes numbers', async () => {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AdditivesMarket />
        </QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
  const row = within(await screen.findByTestId('additive-offer'));
  expect(row.getByText('1.200')).toBeInTheDocument();
  expect(row.getByText('IBC (1.000 lt)')).toBeInTheDocument();
});
