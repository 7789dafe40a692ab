import { AdmissionGate } from './admission-gate';

afterEach(() => jest.useRealTimers());

describe('AdmissionGate', () => {
  test('admits up to the limit, queues a few, refuses the rest at once', async () => {
    const gate = new AdmissionGate({ concurrent: 2, queued: 1, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    let third: unknown;
    const waiting = gate.enter().then((release) => (third = release));
    expect(await gate.enter()).toBeNull();
    await Promise.resolve();
    expect(third).toBeUndefined();
    first!();
    expect(await waiting).not.toBeNull();
    // The waiter took the freed place: the gate is full again.
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
  });

  test('a waiter gives up after maxWaitMs and leaves the queue', async () => {
    jest.useFakeTimers();
    const gate = new AdmissionGate({ concurrent: 1, queued: 1, maxWaitMs: 500 });
    await gate.enter();
    const waiting = gate.enter();
    await jest.advanceTimersByTimeAsync(500);
    expect(await waiting).toBeNull();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
  });

  test('without a queue the excess is refused at once', async () => {
    const gate = new AdmissionGate({ concurrent: 1, queued: 0, maxWaitMs: 1_000 });
    await gate.enter();
    expect(await gate.enter()).toBeNull();
  });

  test('a place given back twice counts once', async () => {
    const gate = new AdmissionGate({ concurrent: 1, queued: 0, maxWaitMs: 0 });
    const release = await gate.enter();
    release!();
    release!();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.enter()).not.toBeNull();
    expect(await gate.enter()).toBeNull();
  });
});
