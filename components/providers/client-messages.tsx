import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

export type Namespace = keyof Messages;

/**
 * Sends the client components below only the message namespaces they use: a provider's
 * messages travel with every page, and a nested provider replaces its parent's. A layout lists
 * its shell's namespaces, a page its screen's; client-messages.test.ts checks every list
 * against the useTranslations calls the file's components reach.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
