import { NotFoundText } from '@/components/shell/not-found-text';

/** An unknown page of the simple layout (an unknown legal text): the same text as the complex layout's, without a login. */
export default function NotFound() {
  return <NotFoundText card />;
}
