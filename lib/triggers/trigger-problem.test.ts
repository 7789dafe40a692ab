import { NextRequest } from 'next/server';
import { AppError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/with-api';
import { asTriggerProblem } from './trigger-problem';

/**
 * The trigger call answers only the trigger catalogue of trading-domain 8: what is not one of its
 * rule refusals becomes the generic trigger_failed with the original status (and Retry-After).
 */
const route = (thrown: unknown) =>
  withApi({
    auth: 'public',
    refusal: asTriggerProblem,
    handler: () => {
      throw thrown;
    },
  })(new NextRequest('http://app.example/api/triggers/orders'), { params: Promise.resolve({}) });

describe('asTriggerProblem at the trigger call', () => {
  test.each<[string, unknown, number, string, Record<string, unknown> | undefined]>([
    [
      'a lock wait past lock_timeout',
      Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03', severity: 'ERROR' }),
      503,
      'trigger_failed',
      { cause: 'try_again_later' },
    ],
    ['no market window', new AppError('unavailable', 'market_window_unavailable'), 503, 'trigger_failed', { cause: 'market_window_unavailable' }],
    ['an unexpected fault', new TypeError('bug'), 500, 'trigger_failed', { cause: 'technical_error' }],
    ['the same key with another body', new AppError('conflict', 'idempotency_key_reused'), 409, 'trigger_failed', { cause: 'idempotency_key_reused' }],
    ['the same key still being placed', new AppError('conflict', 'checkout_in_progress'), 409, 'trigger_failed', { cause: 'checkout_in_progress' }],
    ['an unknown contract', new AppError('not_found'), 404, 'trigger_failed', { cause: 'not_found' }],
    ['a rule refusal, kept', new AppError('trading', 'trigger_daily_limit_reached', { limit: 3 }), 422, 'trigger_daily_limit_reached', { limit: 3 }],
    ['the generic failure itself, kept', new AppError('trading', 'trigger_failed', { cause: 'no_price' }), 422, 'trigger_failed', { cause: 'no_price' }],
    [
      'a changed price, kept with the new prices',
      new AppError('conflict', 'trigger_price_changed', { windowId: 6 }),
      409,
      'trigger_price_changed',
      { windowId: 6 },
    ],
    [
      'a malformed request, kept with its field',
      new AppError('validation', 'validation_failed', undefined, { acceptTerms: 'terms_required' }),
      400,
      'validation_failed',
      undefined,
    ],
  ])('%s', async (_name, thrown, status, message, data) => {
    const res = await route(thrown);
    const body = await res.json();
    expect([res.status, body.message, body.data]).toEqual([status, message, data]);
    expect(res.headers.get('retry-after')).toBe(status === 503 ? '1' : null);
  });

  test('a Retry-After of the original is kept', () => {
    const mapped = asTriggerProblem(new AppError('unavailable', 'try_again_later', { retryAfterSeconds: 4 }));
    expect([mapped.code, mapped.messageKey, mapped.data]).toEqual(['unavailable', 'trigger_failed', { cause: 'try_again_later', retryAfterSeconds: 4 }]);
  });
});
