/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { MarketStatus } from './market-status';
import { MarketWindowProvider, type MarketWindowDto } from './market-window-provider';

const apiFetch = jest.fn();
jest.mock('@/lib/api/fetch-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));

function windowDto(isClone: boolean, gasAgeMs = 30_000, opens: string | null = null): MarketWindowDto {
  const now = Date.now();
  return {
    _id: 1,
    prices: [{ symbol: '/GAS', price: '700.00', live: !isClone, timestamp: new Date(now - gasAgeMs).toISOString() }],
    created: new Date(now - 60_000).toISOString(),
    expires: new Date(now + 125_000).toISOString(),
    currentTime: new Date(now).toISOString(),
    marketChange: '0',
    isClone,
    marketOpen: opens === null,
    opens,
  };
}

function renderStatus() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <BrandProvider value={publicBrand(fuelmarket)}>
          <MarketWindowProvider>
            <MarketStatus onRefresh={() => undefined} refreshing={false} />
          </MarketWindowProvider>
        </BrandProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => apiFetch.mockReset());

describe('MarketStatus', () => {
  test('counts down the window in minutes and seconds; no notice with live prices', async () => {
    // The /GAS quote is 150 s old now but was 90 s old when the window started: prices stay live.
    apiFetch.mockResolvedValue(windowDto(false, 150_000));
    renderStatus();
    expect(await screen.findByText(/^Preise gültig noch 2:0[45]$/)).toBeInTheDocument();
    expect(screen.queryByTestId('limited-market')).not.toBeInTheDocument();
  });

  test('shows the limited-market notice for a clone window', async () => {
    apiFetch.mockResolvedValue(windowDto(true));
    renderStatus();
    expect(await screen.findByTestId('limited-market')).toHaveTextContent(
      'Live-Preise sind derzeit nicht verfügbar - es werden nur Festpreisangebote angezeigt',
    );
  });

  test('shows the notice when the /GAS price was older than 2 minutes when the window started', async () => {
    // The window started 60 s ago; its /GAS quote is 200 s old, so it was 140 s old then.
    apiFetch.mockResolvedValue(windowDto(false, 200_000));
    renderStatus();
    expect(await screen.findByTestId('limited-market')).toBeInTheDocument();
  });

  test('outside trading hours says the market is closed and when it opens, and calls nothing limited', async () => {
    // Friday 18:00 Berlin: the closed window (a clone) lasts until Monday 07:00.
    apiFetch.mockResolvedValue(windowDto(true, 30_000, '2030-01-14T06:00:00.000Z'));
    renderStatus();
    expect(await screen.findByTestId('market-closed')).toHaveTextContent(/^Markt geschlossen - öffnet Mo 07:00$/);
    expect(screen.queryByTestId('market-countdown')).not.toBeInTheDocument();
    expect(screen.queryByTestId('limited-market')).not.toBeInTheDocument();
  });
});
