import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../chromium';

/**
 * Login as a person feels it, in a real browser: from the click on "Anmelden" to the dashboard's
 * first data (the market window's countdown). Each run starts in a fresh browser context (no
 * cookies, no cache), after a first run that warms the server. Returns the times in ms.
 */
export async function loginSpeed(baseUrl: string, user: { email: string; password: string }, runs = 7): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ baseURL: baseUrl });
      await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseUrl }]);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(user.email);
      await page.getByLabel('Passwort').fill(user.password);
      const started = performance.now();
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page
        .getByTestId('market-countdown')
        .filter({ hasText: /\d+:\d\d/ })
        .waitFor({ timeout: 30_000 })
        .catch(async (error: Error) => {
          // Where the login ended instead, and what that page said.
          const text = (
            await page
              .locator('body')
              .innerText()
              .catch(() => '')
          )
            .replace(/\s+/g, ' ')
            .slice(0, 300);
          throw new Error(`login run ${run}: no market countdown at ${page.url()} ("${text}"): ${error.message}`);
        });
      if (run > 0) times.push(performance.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
