import { keptWhileReadAnew } from './kept-while-read-anew';

/** A read that answers when the test says so, counting its calls. */
function controlledRead() {
  const pending: ((value: { n: number }) => void)[] = [];
  let reads = 0;
  return {
    read: () => new Promise<{ n: number }>((resolve) => pending.push(resolve)),
    answer: () => pending.shift()!({ n: ++reads }),
    get waiting() {
      return pending.length;
    },
  };
}

/** Settles promises and lru-cache's callbacks without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('keptWhileReadAnew', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  test('fresh, it is given as kept; past fresh, given at once while it is read anew, once; past stale, a call waits for the new read', async () => {
    const source = controlledRead();
    const kept = keptWhileReadAnew({ freshMs: 10_000, staleMs: 30_000, max: 10, read: source.read });

    const first = kept.get('a', undefined);
    await settle();
    expect(source.waiting).toBe(1);
    source.answer();
    expect(await first).toEqual({ n: 1 });

    jest.advanceTimersByTime(5_000);
    expect(await kept.get('a', undefined)).toEqual({ n: 1 });
    expect(source.waiting).toBe(0);

    // 12 s after the read: the kept answer at once, and one new read for both calls.
    jest.advanceTimersByTime(7_000);
    expect(await Promise.all([kept.get('a', undefined), kept.get('a', undefined)])).toEqual([{ n: 1 }, { n: 1 }]);
    await settle();
    expect(source.waiting).toBe(1);
    source.answer();
    await settle();
    expect(await kept.get('a', undefined)).toEqual({ n: 2 });

    // 40 s later nobody has asked: the call waits for the new read instead of getting the old answer.
    jest.advanceTimersByTime(40_000);
    let answered: { n: number } | undefined;
    const late = kept.get('a', undefined).then((value) => (answered = value));
    await settle();
    expect(answered).toBeUndefined();
    expect(source.waiting).toBe(1);
    source.answer();
    await late;
    expect(answered).toEqual({ n: 3 });
  });

  test('a forgotten key is read anew at its next call, which waits for it', async () => {
    const source = controlledRead();
    const kept = keptWhileReadAnew({ freshMs: 10_000, staleMs: 30_000, max: 10, read: source.read });
    const first = kept.get('a:1', undefined);
    await settle();
    source.answer();
    await first;
    kept.forget((key) => key.endsWith(':1'));
    let answered: { n: number } | undefined;
    const next = kept.get('a:1', undefined).then((value) => (answered = value));
    await settle();
    expect(answered).toBeUndefined();
    source.answer();
    await next;
    expect(answered).toEqual({ n: 2 });
  });
});
