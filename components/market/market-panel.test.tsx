/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import { apiFetch } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { MarketPanel } from './market-panel';
import { useMarketCountdown, useMarketWindow, type MarketWindowDto } from './market-window-provider';
import { gasSymbol } from '@/lib/market-window/domain/live-market';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';

jest.mock('@/lib/api/fetch-client', () => ({ apiFetch: jest.fn() }));
jest.mock('./market-window-provider', () => ({ useMarketWindow: jest.fn(), useMarketCountdown: jest.fn() }));

const at = '2030-01-07T09:00:00.000Z';
const windowDto = (id: number, marketChange: string, isClone = false): MarketWindowDto => ({
  _id: id,
  created: at,
  expires: '2030-01-07T09:05:00.000Z',
  currentTime: at,
  marketChange,
  isClone,
  marketOpen: true,
  opens: null,
  prices: [
    ...['712.25', '708.50', '705.00', '701.75', '699.00', '697.25', '695.50'].map((price, i) => ({
      symbol: gasSymbol(i),
      price,
      live: true,
      timestamp: at,
    })),
    { symbol: 'EUR/USD', price: '1.0834', live: true, timestamp: at },
  ],
});

function state(window: MarketWindowDto, { remainingMs = 245_000, ...extra }: Partial<ReturnType<typeof useMarketWindow>> & { remainingMs?: number } = {}) {
  jest.mocked(useMarketCountdown).mockReturnValue(remainingMs);
  jest.mocked(useMarketWindow).mockReturnValue({
    window,
    available: true,
    livePrices: !window.isClone,
    limitedMarket: window.isClone,
    marketOpen: window.marketOpen,
    opens: window.opens,
    refresh: jest.fn(),
    showPushed: jest.fn(),
    setPushed: jest.fn(),
    ...extra,
  });
}

function renderPanel(live = false, locale: 'de' | 'en' = 'de') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = () => (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en} timeZone="Europe/Berlin">
        <BrandProvider value={publicBrand(fuelmarket)}>
          <MarketPanel live={live} />
        </BrandProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  const result = render(ui());
  return { rerender: () => result.rerender(ui()) };
}

beforeEach(() => {
  jest.mocked(apiFetch).mockReset();
  jest.mocked(apiFetch).mockImplementation(async (path: string) => {
    const symbol = decodeURIComponent(path.split('symbol=')[1]);
    const price = symbol === '/GAS' ? ['710.00', '712.25'] : ['1.0801', '1.0834'];
    return {
      symbol,
      points: [
        { t: '2030-01-07T08:00:00.000Z', price: price[0] },
        { t: '2030-01-07T08:01:00.000Z', price: price[1] },
      ],
    } as never;
  });
});

describe('MarketPanel', () => {
  it('shows the countdown as m:ss and a rising market change in green with a plus', () => {
    state(windowDto(1, '12.5'));
    renderPanel();
    expect(screen.getByTestId('market-countdown')).toHaveTextContent('4:05');
    const change = screen.getByTestId('market-change');
    expect(change).toHaveTextContent('+12,50 USD/mt');
    expect(change.className).toContain('up');
    expect(screen.queryByTestId('limited-market')).not.toBeInTheDocument();
  });

  it('shows a falling market change in red with a minus, and the limited-market notice for a clone window', () => {
    state(windowDto(1, '-3.75', true));
    renderPanel();
    const change = screen.getByTestId('market-change');
    expect(change).toHaveTextContent('−3,75 USD/mt');
    expect(change.className).toContain('down');
    expect(screen.getByTestId('limited-market')).toHaveTextContent('Eingeschränkter Markt');
  });

  it('says the market is closed and when it opens, counts down in hours and minutes, and calls nothing limited', () => {
    // Wednesday 22:00 Berlin; the closed window lasts until Thursday 07:00.
    const closed = { ...windowDto(1, '0', true), marketOpen: false, opens: '2030-01-10T06:00:00.000Z' };
    state(closed, { remainingMs: (8 * 3600 + 60) * 1000, limitedMarket: false });
    renderPanel();
    expect(screen.getByTestId('market-closed')).toHaveTextContent('Markt geschlossen - öffnet Do 07:00');
    expect(screen.getByTestId('market-countdown')).toHaveTextContent('8 h 01 min');
    expect(screen.queryByTestId('limited-market')).not.toBeInTheDocument();
  });

  it('draws the forward curve M00..M06 of the window as an accessible SVG chart', () => {
    state(windowDto(1, '0'));
    renderPanel();
    const curve = within(screen.getByTestId('forward-curve')).getByRole('img');
    expect(curve).toHaveAccessibleName(expect.stringContaining('ICE Gasoil Terminkurve'));
    expect(curve.querySelector('desc')).toHaveTextContent('M00 712,25, M01 708,50');
    expect(curve.querySelectorAll('circle')).toHaveLength(7);
    expect([...curve.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['M00', 'M03', 'M06']));
    expect(curve.getAttribute('viewBox')).toBe('0 0 320 170');
  });

  it('says a whole day of minutes in the user’s language: English counts with a comma, times in 24 hours in the brand’s zone', async () => {
    const day = Date.parse('2030-01-06T23:00:00.000Z');
    jest.mocked(apiFetch).mockImplementation(async (path: string) => ({
      symbol: decodeURIComponent(path.split('symbol=')[1]),
      points: Array.from({ length: 1440 }, (_, i) => ({ t: new Date(day + i * 60_000).toISOString(), price: '712.25' })),
    }));
    state(windowDto(1, '0'));
    renderPanel(false, 'en');
    await waitFor(() => expect(within(screen.getByTestId('history-/GAS')).getByRole('img')).toBeInTheDocument());
    const chart = within(screen.getByTestId('history-/GAS')).getByRole('img');
    expect(chart.querySelector('desc')).toHaveTextContent('1,440 one-minute values, last 712.25 at 23:59');
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['00:00', '12:00', '23:59']));
  });

  it("charts today's /GAS and the brand's exchange rate, and reloads them when the window rolls", async () => {
    state(windowDto(1, '0'));
    const { rerender } = renderPanel();
    await waitFor(() => expect(within(screen.getByTestId('history-EUR/USD')).getByRole('img')).toBeInTheDocument());
    expect(within(screen.getByTestId('history-/GAS')).getByRole('img').querySelector('desc')).toHaveTextContent('2 Minutenwerte, zuletzt 712,25 um 09:01 Uhr');
    expect(screen.getByTestId('history-EUR/USD')).toHaveTextContent('1,0834');
    expect(
      jest
        .mocked(apiFetch)
        .mock.calls.map((c) => c[0])
        .sort(),
    ).toEqual(['/api/market/history?symbol=%2FGAS', '/api/market/history?symbol=EUR%2FUSD']);

    state(windowDto(2, '0'));
    rerender();
    await waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(4));
  });
});

describe('MarketPanel on the market stream', () => {
  beforeEach(installFakeEventSource);
  afterEach(uninstallFakeEventSource);

  it('a buyer’s dashboard shows a pushed window at once without asking for it, and the countdown’s end waits for the push while the stream is open', () => {
    const refresh = jest.fn();
    const showPushed = jest.fn();
    const setPushed = jest.fn();
    state(windowDto(1, '0'), { refresh, showPushed, setPushed });
    renderPanel(true);
    const stream = FakeEventSource.last!;
    stream.emit('open');
    expect(setPushed).toHaveBeenLastCalledWith(true);
    stream.emit('window', { id: 1, expires: '2030-01-07T09:05:00.000Z', isClone: false, window: windowDto(1, '0') });
    expect(showPushed).not.toHaveBeenCalled();
    const next = { ...windowDto(2, '1.5'), expires: '2030-01-07T09:10:00.000Z' };
    stream.emit('window', { id: 2, expires: next.expires, isClone: false, window: next });
    expect(showPushed.mock.calls).toEqual([[next]]);
    expect(refresh).not.toHaveBeenCalled();
    stream.emit('error');
    expect(setPushed).toHaveBeenLastCalledWith(false);
  });

  it('opens no stream for a viewer who may not open the market', () => {
    state(windowDto(1, '0'));
    renderPanel();
    expect(FakeEventSource.last).toBeNull();
  });
});
