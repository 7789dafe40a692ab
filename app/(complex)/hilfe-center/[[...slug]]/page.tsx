import { getTranslations } from 'next-intl/server';
import { HelpCentre } from '@/components/help/help-centre';
import { resolveHelpLocation } from '@/lib/help/panels';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle, titleFor } from '@/lib/shell/page-title';

interface Props {
  params: Promise<{ slug?: string[] }>;
}

/** The page title uses the panel name (platform-shell 2). */
export async function generateMetadata({ params }: Props) {
  const location = resolveHelpLocation((await params).slug);
  if (!location?.panelChosen) return pageTitle('helpCentre');
  const t = await getTranslations('help');
  return titleFor(t(`panels.${location.panel}`));
}

export default async function HelpCentrePage({ params }: Props) {
  const user = await guardPage('helpCentre');
  return <HelpCentre location={resolveHelpLocation((await params).slug)} viewer={user} />;
}
