import { FeaturePage } from '@/components/shell/feature-page';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('orders');
}

export default async function Page() {
  await guardPage('orders');
  return <FeaturePage titleKey="orders" text="comingLater" />;
}
