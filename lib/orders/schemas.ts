import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';

export const ZOrderId = z.object({ orderId: idSchema() });

/** A decline says why: the reason goes to the buyer by e-mail. */
export const ZOrderAction = z
  .object({
    action: z.enum(['review', 'confirm', 'transfer', 'complete', 'decline']),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.action !== 'decline' || Boolean(body.note), { path: ['note'], message: 'decline_reason_required' });
