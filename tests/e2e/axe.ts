import fs from 'node:fs';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core itself, put into each page checked (the screens have no frames of their own). */
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations of the page as it is now, of those rules; passes are not collected. */
async function violations(page: Page): Promise<AxeResults['violations']> {
  await page.evaluate(AXE);
  return page
    .evaluate(
      (tags) =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      TAGS,
    )
    .then((result) => result.violations);
}

const serious = (found: AxeResults['violations']) => found.filter((v) => v.impact === 'serious' || v.impact === 'critical');

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
