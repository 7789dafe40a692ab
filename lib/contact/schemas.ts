import { z } from 'zod';

/** The contact form (platform-shell 2, /kontakt); shared by the route and the form. */
export const ZContactMessage = z.object({
  subject: z.string().trim().min(1, 'required').max(200),
  message: z.string().trim().min(1, 'required').max(5000),
  callbackPhone: z
    .string()
    .trim()
    .max(40)
    .regex(/^(\+?[0-9][0-9 /()-]{4,})?$/, 'phone_format_required')
    .optional(),
});

export type ContactMessage = z.infer<typeof ZContactMessage>;
