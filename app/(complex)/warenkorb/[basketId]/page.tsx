import { FeaturePage } from '@/components/shell/feature-page';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('basket');
}

export default async function Page() {
  await guardPage('basket');
  return <FeaturePage titleKey="basket" text="comingLater" />;
}
