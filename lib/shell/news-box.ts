import type { Viewer } from '@/lib/access/routes';

/** platform-shell 6: the news box shows for buyers, and for sellers only with the newsBox feature. */
export function showsNewsBox(viewer: Pick<Viewer, 'accountType' | 'features'>): boolean {
  if (viewer.accountType === 'BUYER') return true;
  return viewer.accountType === 'SELLER' && viewer.features.includes('newsBox');
}
