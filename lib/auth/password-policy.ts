import type { ValidationKey } from '@/lib/i18n/keys';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password rules of trading-domain section 5; returns the message key of the first rule broken.
 * Uppercase means A-Z only: umlauts do not count (the spec says so for uppercase only, so any
 * lowercase letter, ä included, counts as lowercase).
 */
export function passwordProblem(password: string): ValidationKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (!/\p{Ll}/u.test(password)) return 'password_needs_lowercase';
  if (!/[A-Z]/.test(password)) return 'password_needs_uppercase';
  if (!/[0-9!?$#%&]/.test(password)) return 'password_needs_digit_or_special';
  return null;
}
