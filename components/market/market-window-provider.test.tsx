/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MarketWindowProvider, useMarketCountdown, useMarketWindow, type MarketWindowDto } from './market-window-provider';

const apiFetch = jest.fn();
jest.mock('@/lib/api/fetch-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));

const NOW = new Date('2026-11-27T10:00:00.000Z');
const window: MarketWindowDto = {
  _id: 1,
  prices: [],
  created: new Date(NOW.getTime() - 60_000).toISOString(),
  expires: new Date(NOW.getTime() + 120_000).toISOString(),
  currentTime: NOW.toISOString(),
  marketChange: '0',
  isClone: false,
  marketOpen: true,
  opens: null,
};

const priceRender = jest.fn();
/** Stands for a screen that shows the window's prices (the market's table). */
function Prices() {
  priceRender();
  return <p data-testid="window">{useMarketWindow().window?._id}</p>;
}
function Countdown() {
  return <p data-testid="countdown">{Math.round(useMarketCountdown() / 1000)}</p>;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  apiFetch.mockReset();
  apiFetch.mockResolvedValue({ ...window, currentTime: new Date().toISOString() });
  priceRender.mockClear();
});
afterEach(() => jest.useRealTimers());

test('the countdown ticks each second, and what shows the window’s prices is not drawn again for it', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MarketWindowProvider initial={window}>
        <Prices />
        <Countdown />
      </MarketWindowProvider>
    </QueryClientProvider>,
  );
  // The first fetch (for the server's clock) answers the same window.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  const rendersBefore = priceRender.mock.calls.length;
  expect(screen.getByTestId('countdown')).toHaveTextContent('120');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3_000);
  });
  expect(screen.getByTestId('countdown')).toHaveTextContent('117');
  expect(screen.getByTestId('window')).toHaveTextContent('1');
  expect(priceRender).toHaveBeenCalledTimes(rendersBefore);
});
