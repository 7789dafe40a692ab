import de from '@/messages/de.json';
import deCH from '@/messages/de-CH.json';
import en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof de;
/** A page title's key: the route table names one per route. */
export type TitleKey = keyof Messages['titles'];

// A leaf is a message: a string, or the array the build compiled an ICU message with arguments into.
type Tree = { [key: string]: unknown };

const isBranch = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isBranch(value) && isBranch(current) ? merge(current, value) : value;
  }
  return out;
}

/** de-CH holds only the Swiss differences and is laid over de. */
export function messagesFor(locale: Locale): Messages {
  if (locale === 'en') return en as Messages;
  if (locale === 'de-CH') return merge(de, deCH) as Messages;
  return de;
}
