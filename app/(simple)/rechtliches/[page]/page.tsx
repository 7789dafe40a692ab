import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LegalText } from '@/components/legal/legal-text';
import { isLegalPage } from '@/lib/help/panels';
import { titleFor } from '@/lib/shell/page-title';

interface Props {
  params: Promise<{ page: string }>;
}

export async function generateMetadata({ params }: Props) {
  const { page } = await params;
  if (!isLegalPage(page)) return {};
  const t = await getTranslations('help.rechtliches');
  return titleFor(t(`${page}.name`));
}

/** The imprint, privacy and terms texts, open to visitors who are not logged in (linked from the login page and the cookie banner). */
export default async function LegalPage({ params }: Props) {
  const { page } = await params;
  if (!isLegalPage(page)) notFound();
  const t = await getTranslations('help.rechtliches');
  return (
    <AuthCard title={t(`${page}.name`)} wide logo={false}>
      <LegalText page={page} />
    </AuthCard>
  );
}
