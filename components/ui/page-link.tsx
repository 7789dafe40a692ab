import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of the platform: next/link, whose page is fetched when the link is followed,
 * not ahead. Every page here is rendered per request and has no loading screen to fetch, so a link
 * fetched ahead made the server render its page, twice, at every view of the page that shows the
 * link, for nothing (the dashboard fetched 25). The project's one use of next/link (the lint
 * refuses others).
 */
export function PageLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
