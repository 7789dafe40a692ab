/** Field checks of platform-shell 5, run on focus-out; each returns a message key or null. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function requiredProblem(value: string): 'required' | null {
  return value.trim() === '' ? 'required' : null;
}

export function emailProblem(value: string): 'email_format_required' | null {
  return EMAIL.test(value.trim()) ? null : 'email_format_required';
}
