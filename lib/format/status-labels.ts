import type { Messages } from '@/lib/i18n/messages';

/**
 * The one map from a status to the user's words: screens (StatusLabel), the order CSV export and
 * the mails all name a status through here, from the `orderStatus` and `triggers.statuses`
 * messages of the reader's language.
 */
export type OrderStatusKey = keyof Messages['orderStatus'];
export type TriggerStatus = keyof Messages['triggers']['statuses'];
export type Viewer = 'BUYER' | 'SELLER';

const ORDER_STATUS_KEYS: Record<string, OrderStatusKey> = {
  MANUAL: 'status_manual',
  CONFIRMED: 'status_confirmed',
  TRANSFERRED: 'status_transferred',
  COMPLETE: 'status_complete',
  CANCELLED: 'status_cancelled',
};

/** trading-domain 4: a buyer sees an incomplete order as open; the seller has to complete it. */
export function orderStatusKey(status: string, viewer: Viewer): OrderStatusKey {
  if (status === 'INCOMPLETE') return viewer === 'BUYER' ? 'status_open' : 'status_incomplete';
  const key = ORDER_STATUS_KEYS[status];
  if (!key) throw new Error(`unknown order status: ${status}`);
  return key;
}

/** An order's status in the language of `messages` (server side: CSV, mails). */
export function orderStatusLabel(messages: Pick<Messages, 'orderStatus'>, status: string, viewer: Viewer): string {
  return messages.orderStatus[orderStatusKey(status, viewer)];
}

/** A trigger order's status in the language of `messages`. */
export function triggerStatusLabel(messages: Pick<Messages, 'triggers'>, status: TriggerStatus): string {
  return messages.triggers.statuses[status];
}
