/** The text of a menu badge: nothing for zero or an unknown count, "99+" above 99 (platform-shell 9). */
export function badgeLabel(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
