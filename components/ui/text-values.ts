import { formatCount } from '@/lib/format/number';

export type Values = Record<string, string | number>;

/** What a text names ({max}, {created}): numbers as counts in the reader's format, strings as they are; objects such as a conflict's record are left out. */
export const textValues = (data: Record<string, unknown> = {}, locale: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data).flatMap(([key, value]): [string, string][] =>
      typeof value === 'number' ? [[key, formatCount(value, locale)]] : typeof value === 'string' ? [[key, value]] : [],
    ),
  );
