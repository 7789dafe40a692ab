import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { brand } from '@/lib/env';
import { isLocale, LOCALE_COOKIE } from './locales';
import { messagesFor } from './messages';

/** No locale in the URL: the user's choice (cookie) or the brand's default language. */
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const current = brand();
  const locale = isLocale(chosen) ? chosen : current.locale;
  return { locale, messages: messagesFor(locale), timeZone: current.timeZone };
});
