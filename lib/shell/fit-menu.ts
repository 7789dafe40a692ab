/**
 * How many of the main menu's entries fit in the header beside a "Mehr" button, in the menu's
 * order: all of them when they fit without the button, else as many as fit with it. Widths in
 * pixels as the browser measured them; `gap` is the space between two entries.
 */
export function fittingEntries(widths: number[], available: number, moreWidth: number, gap: number): number {
  const row = (items: number[]) => items.reduce((sum, width) => sum + width, 0) + gap * Math.max(items.length - 1, 0);
  if (row(widths) <= available) return widths.length;
  let count = 0;
  while (count < widths.length && row(widths.slice(0, count + 1)) + gap + moreWidth <= available) count++;
  return count;
}
