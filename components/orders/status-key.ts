import { statusLabelKey, type OrderStatus } from '@/lib/orders/domain/order-status';

/** The message keys statusLabelKey yields, so `t()` can check them against the orderStatus namespace. */
type StatusKey = 'status_open' | 'status_incomplete' | 'status_manual' | 'status_confirmed' | 'status_transferred' | 'status_complete' | 'status_cancelled';

export const statusKey = (status: string, viewer: 'BUYER' | 'SELLER') => statusLabelKey(status as OrderStatus, viewer) as StatusKey;
