import { messagesFor } from '@/lib/i18n/messages';
import { ORDER_STATUSES } from '@/lib/orders/domain/order-status';
import { orderStatusKey, orderStatusLabel, triggerStatusLabel } from './status-labels';

describe('status labels', () => {
  it.each([
    ['INCOMPLETE', 'BUYER', 'de', 'Offen'],
    ['INCOMPLETE', 'SELLER', 'de', 'Unvollständig'],
    ['INCOMPLETE', 'SELLER', 'en', 'Incomplete'],
    ['CONFIRMED', 'BUYER', 'de', 'Bestätigt'],
    ['CONFIRMED', 'SELLER', 'en', 'Confirmed'],
    ['CANCELLED', 'SELLER', 'de', 'Abgelehnt'],
    ['MANUAL', 'BUYER', 'en', 'In review'],
  ] as const)('%s for the %s in %s: %s', (status, viewer, locale, label) => {
    expect(orderStatusLabel(messagesFor(locale), status, viewer)).toBe(label);
  });

  it('names every order status in every language, never by its code', () => {
    for (const locale of ['de', 'de-CH', 'en'] as const)
      for (const status of ORDER_STATUSES)
        for (const viewer of ['BUYER', 'SELLER'] as const) {
          const label = orderStatusLabel(messagesFor(locale), status, viewer);
          expect(label).toEqual(expect.any(String));
          expect(label).not.toBe(status);
        }
  });

  it('refuses a status it has no words for', () => {
    expect(() => orderStatusKey('LOST', 'BUYER')).toThrow('unknown order status');
  });

  it('names trigger orders from the same messages', () => {
    expect(triggerStatusLabel(messagesFor('de'), 'PENDING')).toBe('Zu bestätigen');
    expect(triggerStatusLabel(messagesFor('en'), 'CANCELLED')).toBe('Cancelled');
  });
});
