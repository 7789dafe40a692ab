/**
 * The browser of the end-to-end tests and the login bench: Debian's Chromium as its old headless
 * shell (package chromium-headless-shell), which renders the same pages with about a sixth less
 * CPU than the full browser in headless mode, as Playwright's own builds do. CHROMIUM_PATH picks another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
