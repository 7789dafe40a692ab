import { notFound } from 'next/navigation';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('notFound');
}

/** The catch-all route of platform-shell 2: an unknown address answers 404 with the shell's not-found page (not-found.tsx beside it). */
export default function NotFoundPage() {
  notFound();
}
