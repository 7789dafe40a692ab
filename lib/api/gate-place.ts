import { AsyncLocalStorage } from 'node:async_hooks';
import type { Release } from './domain/admission-gate';

/**
 * The front door's place held by the request being handled. Kept on globalThis: the server's
 * front door and the route handlers Next bundles load their own copies of this module, and both
 * must reach the same store.
 */
const places: AsyncLocalStorage<Release> = ((globalThis as { [key: symbol]: unknown })[Symbol.for('api.gatePlace')] ??=
  new AsyncLocalStorage<Release>()) as AsyncLocalStorage<Release>;

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
