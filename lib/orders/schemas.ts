import { z } from 'zod';

export const ZOrderId = z.object({ orderId: z.coerce.number().int().positive() });

export const ZOrderAction = z.object({
  action: z.enum(['review', 'confirm', 'transfer', 'complete', 'decline']),
  note: z.string().max(500).optional(),
});
