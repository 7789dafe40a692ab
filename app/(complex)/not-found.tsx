import { NotFoundText } from '@/components/shell/not-found-text';

/** A page of the complex layout that found no record (an unknown order): the same text as an unknown address, inside the shell. */
export default function NotFound() {
  return <NotFoundText />;
}
