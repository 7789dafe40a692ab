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

describe('AdmissionGate, a burst it was told to expect', () => {
  test('that many more calls wait, each until the burst’s end at most; after it the usual limits hold', async () => {
    jest.useFakeTimers();
    const gate = new AdmissionGate({ concurrent: 1, queued: 1, maxWaitMs: 1_000 });
    const running = await gate.enter();
    gate.expect(3, 10_000);
    const waiters = [gate.enter(), gate.enter(), gate.enter(), gate.enter()];
    // The usual queue of 1 and the 3 expected: the fifth is refused at once.
    expect(await gate.enter()).toBeNull();
    expect(gate.load).toEqual({ running: 1, waiting: 4 });
    // Past the usual second, the expected calls still wait.
    await jest.advanceTimersByTimeAsync(5_000);
    expect(gate.load.waiting).toBe(4);
    running!();
    expect(await waiters[0]).not.toBeNull();
    // At the burst's end the rest give up.
    await jest.advanceTimersByTimeAsync(5_000);
    expect(await Promise.all(waiters.slice(1))).toEqual([null, null, null]);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    // After the burst the usual limits hold.
    const queued = gate.enter();
    expect(await gate.enter()).toBeNull();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await queued).toBeNull();
  });

  test('a second burst announced during the first adds to it', async () => {
    jest.useFakeTimers();
    const gate = new AdmissionGate({ concurrent: 1, queued: 0, maxWaitMs: 0 });
    await gate.enter();
    gate.expect(1, 10_000);
    await jest.advanceTimersByTimeAsync(5_000);
    gate.expect(1, 10_000);
    const waiters = [gate.enter(), gate.enter()];
    expect(await gate.enter()).toBeNull();
    expect(gate.load.waiting).toBe(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await Promise.all(waiters)).toEqual([null, null]);
  });
});
