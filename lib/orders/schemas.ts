import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';

export const ZOrderId = z.object({ orderId: idSchema() });

export const ZOrderAction = z.object({
  action: z.enum(['review', 'confirm', 'transfer', 'complete', 'decline']),
  note: z.string().max(500).optional(),
});
