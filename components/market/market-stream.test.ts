import { whenUnauthorized } from '@/lib/api/fetch-client';
import { FakeEventSource, installFakeEventSource, uninstallFakeEventSource } from '@/tests/helpers/fake-event-source';
import { subscribeMarketStream } from './market-stream';

beforeEach(installFakeEventSource);
afterEach(uninstallFakeEventSource);

test('a session ended on the server (the stream’s `ended`) signs the page out as a 401 does, and closes the stream', () => {
  const signOut = jest.fn();
  const stop = whenUnauthorized(signOut);
  const orders = jest.fn();
  const unsubscribe = subscribeMarketStream({ orders });
  FakeEventSource.last!.emit('orders', { ids: [1] });
  expect(orders).toHaveBeenCalledWith([1]);
  expect(signOut).not.toHaveBeenCalled();

  FakeEventSource.last!.emit('ended', {});
  expect(signOut).toHaveBeenCalledTimes(1);
  expect(FakeEventSource.last!.closed).toBe(true);
  unsubscribe();
  stop();
});
