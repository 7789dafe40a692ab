import { getTranslations } from 'next-intl/server';

export default async function DashboardPage() {
  const t = await getTranslations('titles');
  return <h1>{t('dashboard')}</h1>;
}
