import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's minified build: a third of the size of the source the package exports, and parsed once per page. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations of the page as it is now, of those rules, without collecting the passes
 * (a third quicker). axe goes into the page once per document (the screens have no frames of
 * their own): an injection per check costs more than the check.
 */
async function violations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((result) => result.violations),
    TAGS,
  );
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
