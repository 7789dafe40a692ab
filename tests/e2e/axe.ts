import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's violations of the page as it is now, of those rules. Run in the page itself (legacy mode:
 * the screens have no frames of their own, so no second page to merge the frames' results) and
 * without collecting the passes, which makes a check about a third quicker.
 */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return result.violations;
}

const serious = (found: Awaited<ReturnType<typeof violations>>) => found.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/**
 * The serious and critical accessibility violations on the page as it is now, once its data has
 * loaded (a heading shown, no "Wird geladen" left), each named by `where` and its first targets.
 */
export async function seriousViolations(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
  return serious(await violations(page)).map((v) => ({
    where,
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** The serious and critical violations of each screen at `paths`, visited in turn. */
export async function seriousViolationsAt(page: Page, paths: string[]) {
  const found = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await seriousViolations(page, path)));
  }
  return found;
}

/** The ids of the serious and critical violations on the page as it is now, without waiting for anything. */
export async function seriousRulesNow(page: Page) {
  return serious(await violations(page)).map((v) => v.id);
}
