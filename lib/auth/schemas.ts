import { z } from 'zod';
import { passwordProblem } from './password-policy';

/** Long enough for any passphrase, short enough that hashing stays cheap. */
const PASSWORD_MAX = 200;
const password = z.string().max(PASSWORD_MAX, 'password_too_long');

/**
 * Policy and repeat check of a new password. Issues carry message keys (validation namespace), so
 * the route's 400 names the field: { password: 'password_too_short' } or
 * { confirmPassword: 'passwords_do_not_match' }.
 */
function checkNewPassword(value: string, confirm: string, field: string, ctx: z.RefinementCtx) {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  else if (value !== confirm) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_do_not_match' });
}

export const ZPasswordResetRequest = z.object({ email: z.string().trim().toLowerCase().max(254).email('email_format_required') });

/** The key of a reset link; an unknown or malformed key is answered like an expired one. */
export const ZPasswordResetParams = z.object({ key: z.string().max(200) });

export const ZPasswordReset = z
  .object({ password, confirmPassword: password })
  .superRefine((v, ctx) => checkNewPassword(v.password, v.confirmPassword, 'password', ctx));

export const ZPasswordChange = z
  .object({ currentPassword: z.string().min(1, 'required').max(PASSWORD_MAX), newPassword: password, confirmPassword: password })
  .superRefine((v, ctx) => checkNewPassword(v.newPassword, v.confirmPassword, 'newPassword', ctx));

/** Turning two-factor login on or off: the current password and the code mailed for it. */
export const ZTwoFactorCodeRequest = z.object({ currentPassword: z.string().min(1, 'required').max(PASSWORD_MAX) });
export const ZTwoFactorChange = ZTwoFactorCodeRequest.extend({
  enabled: z.boolean(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code_format'),
});

/** A company admin's switch: every user of the company logs in with a mailed code. */
export const ZTwoFactorRequirement = z.object({ required: z.boolean() });
