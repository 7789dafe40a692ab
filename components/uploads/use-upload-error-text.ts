'use client';

import { useLocale, useTranslations } from 'next-intl';
import { textValues } from '@/lib/format/number';
import type de from '@/messages/de.json';

type UploadErrorKey = keyof (typeof de)['uploads']['errors'];
type OfferErrorKey = keyof (typeof de)['offers']['errors'];

/**
 * A row's or a refusal's message key as text: the upload's own keys, else the offer form's
 * (a row of the offer file is checked with that form's schema), else the generic error.
 */
export function useUploadErrorText() {
  const uploads = useTranslations('uploads.errors');
  const offers = useTranslations('offers.errors');
  const locale = useLocale();
  const isUploadKey = (key: string): key is UploadErrorKey => uploads.has(key as UploadErrorKey);
  const isOfferKey = (key: string): key is OfferErrorKey => offers.has(key as OfferErrorKey);
  return (key: string, data?: Record<string, unknown>) => {
    const values = textValues(data, locale);
    if (isUploadKey(key)) return uploads(key, values);
    if (isOfferKey(key)) return offers(key);
    return uploads('technical_error');
  };
}
