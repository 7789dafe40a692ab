/** The version of the terms a buyer accepts; a new version asks everyone again. */
export const TERMS_VERSION = '2026-01';
