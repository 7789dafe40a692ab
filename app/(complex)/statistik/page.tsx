import { FeaturePage } from '@/components/shell/feature-page';
import { getPageUser } from '@/lib/auth/page-user';
import { guardPage } from '@/lib/shell/guard-page';
import { showsNewsBox } from '@/lib/shell/news-box';
import { pageTitle } from '@/lib/shell/page-title';

async function titleKey() {
  const user = await getPageUser();
  return user && showsNewsBox(user) ? 'reportsWithNews' : 'reports';
}

export async function generateMetadata() {
  return pageTitle(await titleKey());
}

export default async function Page() {
  await guardPage('reports');
  return <FeaturePage titleKey={await titleKey()} text="comingLater" />;
}
