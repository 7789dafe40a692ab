import type { Messages } from './messages';

/** A message key of the shared error texts: what the server's problem names in `message`. */
export type ErrorKey = keyof Messages['errors'];
/** A message key of the shared field texts (required, invalid_number, ...): what a problem names per field. */
export type ValidationKey = keyof Messages['validation'];

/** The keys of a branch of the messages that name a text (not a further branch). */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Whether `key` names a text of `texts` (a branch of the messages the page has), so that a key
 * the server or a schema sent as a plain string can be passed to `t` as the typed key it is.
 */
export function isKeyOf<T extends object>(texts: T | undefined, key: string | null | undefined): key is TextKey<T> {
  if (typeof key !== 'string' || texts === undefined || !Object.hasOwn(texts, key)) return false;
  // A built page's messages are precompiled: a text with arguments arrives as an array, a branch as an object.
  const value: unknown = (texts as Record<string, unknown>)[key];
  return typeof value === 'string' || Array.isArray(value);
}

/** The features that keep texts of their own calls' refusals under `<feature>.errors`. */
type FeatureWithErrors = { [N in keyof Messages]: Messages[N] extends { errors: object } ? N : never }[keyof Messages];
type FeatureErrorKey = { [N in FeatureWithErrors]: keyof Messages[N]['errors'] }[FeatureWithErrors];

/** Every key a problem may name: a shared error or field text, or a feature's own refusal. */
export type ProblemKey = ErrorKey | ValidationKey | FeatureErrorKey;
