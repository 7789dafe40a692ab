/** Order status flow of design 6; CANCELLED is reachable from every state before TRANSFERRED. */
export const ORDER_STATUSES = ['INCOMPLETE', 'MANUAL', 'CONFIRMED', 'TRANSFERRED', 'COMPLETE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction = 'review' | 'confirm' | 'transfer' | 'complete' | 'decline';

const TRANSITIONS: Record<OrderAction, { from: OrderStatus[]; to: OrderStatus }> = {
  review: { from: ['INCOMPLETE'], to: 'MANUAL' },
  confirm: { from: ['INCOMPLETE', 'MANUAL'], to: 'CONFIRMED' },
  transfer: { from: ['CONFIRMED'], to: 'TRANSFERRED' },
  complete: { from: ['TRANSFERRED'], to: 'COMPLETE' },
  decline: { from: ['INCOMPLETE', 'MANUAL', 'CONFIRMED'], to: 'CANCELLED' },
};

/** The status an action leads to, or null when the flow does not allow it from `current`. */
export function nextStatus(current: OrderStatus, action: OrderAction): OrderStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(current) ? transition.to : null;
}
