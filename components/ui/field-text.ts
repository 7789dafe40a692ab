'use client';

import { useMessages, useTranslations } from 'next-intl';
import { createContext, use } from 'react';
import { isKeyOf } from '@/lib/i18n/keys';

/** Turns a field's message key into text: the screen's own texts first, then the shared field and error texts. */
export type FieldText = (key: string) => string | undefined;

export const FieldTextContext = createContext<FieldText | undefined>(undefined);

/** The text of a message key: the screen's own texts first, then the shared field and error texts; null for a key without any. */
export function useFieldText() {
  const own = use(FieldTextContext);
  const tv = useTranslations('validation');
  const te = useTranslations('errors');
  const messages = useMessages();
  return (key: string | null | undefined): string | null => {
    if (!key) return null;
    const text = own?.(key);
    if (text) return text;
    if (isKeyOf(messages.validation, key)) return tv(key);
    if (isKeyOf(messages.errors, key)) return te(key);
    return null;
  };
}
