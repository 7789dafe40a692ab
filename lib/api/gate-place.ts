import { AsyncLocalStorage } from 'node:async_hooks';
import type { Release } from './domain/admission-gate';

/**
 * What the route handlers tell the front door (lib/api/front-door.ts). Kept on globalThis: the
 * server's front door and the route handlers Next bundles load their own copies of this module,
 * and both must reach the same objects.
 */
const shared = <T>(name: string, make: () => T): T => ((globalThis as { [key: symbol]: unknown })[Symbol.for(name)] ??= make()) as T;

/** The front door's place held by the request being handled. */
const places = shared('api.gatePlace', () => new AsyncLocalStorage<Release>());
/** The front door's gate, told of calls the instance set off (none without a front door: tests that import a handler). */
const gate = shared('api.expectedCalls', () => ({ expect: (_calls: number, _withinMs: number) => undefined as void }));

/** Runs the request's handling holding `release`, so the handler may give its place back. */
export function holdingPlace<T>(release: Release, handle: () => T): T {
  return places.run(release, handle);
}

/**
 * Gives the current request's place at the front door back while it still works: for a call that
 * only waits for what another call is already doing (the market answer a company's other screen
 * is building), so that while it waits a new call may come in instead of being refused.
 */
export function giveBackPlace() {
  places.getStore()?.();
}

/**
 * Tells the front door that `calls` calls are coming within `withinMs` because this instance set
 * them off (a new window pushed to its screens): they wait for a place rather than being refused.
 */
export function expectCalls(calls: number, withinMs: number) {
  gate.expect(calls, withinMs);
}

/** The front door's side of expectCalls. */
export function onExpectedCalls(expect: (calls: number, withinMs: number) => void) {
  gate.expect = expect;
}
