/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { energypool } from '@/brands/energypool';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { DashboardStats } from './dashboard-stats';
import { Statistics } from './statistics';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => '/statistik',
  useSearchParams: () => new URLSearchParams(),
}));
// The screens' data never arrives: what shows is decided by the brand alone.
jest.mock('@/lib/api/fetch-client', () => ({ ...jest.requireActual('@/lib/api/fetch-client'), apiFetch: () => new Promise(() => {}) }));

function wrap(brand: typeof fuelmarket, ui: React.ReactNode) {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(brand)}>
        <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('the sellerRanking flag (platform-shell 1)', () => {
  it('shows the ranking widget on the dashboard where the brand ranks sellers', async () => {
    wrap(fuelmarket, <DashboardStats accountType="BUYER">{null}</DashboardStats>);
    // The widget's code loads after the dashboard's.
    expect(await screen.findByTestId('ranking-widget')).toBeInTheDocument();
  });

  it('shows the statistics report of the ranking beside the product volume where the brand ranks sellers', () => {
    wrap(fuelmarket, <Statistics accountType="BUYER" deliveredProducts={false} />);
    expect(screen.getByTestId('ranking-report')).toBeInTheDocument();
    expect(screen.getByTestId('product-volume')).toBeInTheDocument();
  });

  it('hides the ranking on both where the brand does not rank sellers, and keeps the product volume', () => {
    wrap(energypool, <DashboardStats accountType="BUYER">{null}</DashboardStats>);
    expect(screen.queryByTestId('ranking-widget')).not.toBeInTheDocument();
    wrap(energypool, <Statistics accountType="BUYER" deliveredProducts={false} />);
    expect(screen.queryByTestId('ranking-report')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-volume')).toBeInTheDocument();
  });
});
