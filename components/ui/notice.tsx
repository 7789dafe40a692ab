'use client';

import { useTranslations } from 'next-intl';
import { use } from 'react';
import { NoticeContext } from '@/components/providers/notice-provider';
import { useProblemText } from './use-problem-text';

/** After a save: `saved()` ("Gespeichert." or the screen's own words), `failed(error)` with the problem's text. */
export function useNotice() {
  const show = use(NoticeContext);
  const t = useTranslations('common');
  const problemText = useProblemText();
  if (!show) throw new Error('useNotice needs a NoticeProvider');
  return {
    saved: (text?: string) => show('saved', text ?? t('saved')),
    failed: (error: unknown) => show('failed', problemText(error)),
  };
}
