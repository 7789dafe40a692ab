/**
 * The rate limits count in fixed windows of the clock (lib/auth/rate-limit.ts): a burst that
 * straddles a window's end starts counting again. Call when the burst starts; the answer tells,
 * after it, whether it stayed in one window, so a test asserts the exact count only then.
 */
export function oneRateWindow(windowSeconds: number): () => boolean {
  const windowOf = () => Math.floor(Date.now() / (windowSeconds * 1000));
  const first = windowOf();
  return () => windowOf() === first;
}
