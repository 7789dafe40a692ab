/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useMarketStreamEvents } from '@/components/market/market-stream';
import { onBadgeChange } from '@/components/shell/badge-events';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';
import { onFill, useFillStream } from './use-fill-stream';

const opened: string[] = [];
beforeEach(() => {
  installFakeEventSource();
  opened.length = 0;
  // Counts the connections the page opens.
  Object.assign(globalThis, {
    EventSource: class extends FakeEventSource {
      constructor(url: string) {
        super(url);
        opened.push(url);
      }
    },
  });
});
afterEach(uninstallFakeEventSource);

test('the fills ride the page’s one market stream: one connection for badge and market, a fill reloads the lists and the badge, closed when both left', () => {
  const filled = jest.fn();
  const badge = jest.fn();
  const stopFill = onFill(filled);
  const stopBadge = onBadgeChange(badge);
  const offers = jest.fn();
  const fills = renderHook(() => useFillStream(true));
  const market = renderHook(() => useMarketStreamEvents({ offers }));
  expect(opened).toEqual(['/api/market/stream']);

  FakeEventSource.last!.emit('fill', {});
  FakeEventSource.last!.emit('offers', { ids: [7] });
  expect(filled).toHaveBeenCalledTimes(1);
  expect(badge).toHaveBeenCalledWith({ kind: 'targetFills' });
  expect(offers).toHaveBeenCalledWith([7]);

  fills.unmount();
  expect(FakeEventSource.last!.closed).toBe(false);
  market.unmount();
  expect(FakeEventSource.last!.closed).toBe(true);
  stopFill();
  stopBadge();
});
