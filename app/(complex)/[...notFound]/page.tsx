import { NotFoundText } from '@/components/shell/not-found-text';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('notFound');
}

/** The catch-all route of platform-shell 2: a friendly text inside the complex layout. */
export default function NotFoundPage() {
  return <NotFoundText />;
}
