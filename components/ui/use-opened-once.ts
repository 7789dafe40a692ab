'use client';

import { useState } from 'react';

/**
 * True from the first time `open` is true. A dialog loaded on demand mounts then and stays
 * mounted, so later closes go through the native dialog, which returns the focus where it was.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
