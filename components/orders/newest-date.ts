/**
 * platform-shell 4: when the polled newest order date differs from the stored one and the table
 * is not loading, the table refreshes. The first date only becomes the stored one; while the
 * table loads the change waits for the next check.
 */
export function checkNewestDate(
  stored: string | null | undefined,
  polled: string | null | undefined,
  tableLoading: boolean,
): { stored: string | null | undefined; refresh: boolean } {
  if (polled === undefined) return { stored, refresh: false };
  if (stored === undefined) return { stored: polled, refresh: false };
  if (polled === stored || tableLoading) return { stored, refresh: false };
  return { stored: polled, refresh: true };
}
