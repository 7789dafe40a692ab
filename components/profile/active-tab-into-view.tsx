'use client';

import { useEffect } from 'react';

/** On a phone the tab bar scrolls sideways: bring the active tab into view, centred, without moving the page. */
export function ActiveTabIntoView({ navId, active }: { navId: string; active: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !tab) return;
    const offset = tab.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - tab.offsetWidth) / 2;
  }, [navId, active]);
  return null;
}
