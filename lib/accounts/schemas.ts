import { z } from 'zod';
import { COUNTRIES, postCodeProblem } from '@/lib/locations/schemas';

/** PUT /api/account (platform-shell 7): the company address, changed by the operator only. */
export const ZAccountUpdate = z
  .object({
    addressLine1: z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'too_long'),
    addressLine2: z.string().trim().max(120, 'too_long').default(''),
    postCode: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'too_long'),
    city: z.string().trim().max(80, 'too_long').optional(),
    country: z.enum(COUNTRIES, { error: 'required' }),
  })
  .superRefine((value, ctx) => {
    const problem = postCodeProblem(value.country, value.postCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
  });
export type AccountUpdateInput = z.infer<typeof ZAccountUpdate>;

export interface CompanyAccountDto {
  name: string;
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  city: string;
  country: string;
}
