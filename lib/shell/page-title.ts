import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brand } from '@/lib/env';
import type { TitleKey } from '@/lib/i18n/messages';

/** Page titles are the company headline plus a translated title (platform-shell 2). */
export async function pageTitle(titleKey: TitleKey): Promise<Metadata> {
  const t = await getTranslations('titles');
  return titleFor(t(titleKey));
}

/** For titles that are not in the `titles` namespace, such as a help-centre panel name. */
export function titleFor(text: string): Metadata {
  return { title: `${brand().company.headline} – ${text}` };
}
