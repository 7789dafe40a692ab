import fs from 'node:fs';
import path from 'node:path';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * Every message key the relationship calls answer with (field keys of the schemas, the keys of
 * their AppErrors) has a German and an English text under relationships.errors; de-CH takes the
 * German one (it holds only the Swiss differences), so a 400 or 409 always reads as a sentence.
 */
const dir = path.join(process.cwd(), 'lib', 'relationships');
const sources = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
const keys = new Set<string>();
for (const source of sources) {
  for (const [, key] of source.matchAll(/'([a-z]+(?:_[a-z]+)+|invalid_value|too_long)'/g)) keys.add(key);
}
// Mail templates, audit events and AppError codes, which are no message keys.
for (const other of [
  'relationship_requested',
  'relationship_status',
  'relationship_terms_changed',
  'relationship_cancelled',
  'relationship_updated',
  'not_found',
  'validation_failed',
]) {
  keys.delete(other);
}
/** The feature's own texts, or the shared error texts (relationship_side_mismatch). */
const text = (messages: typeof de, key: string) =>
  (messages.relationships.errors as Record<string, string>)[key] ?? (messages.errors as Record<string, string>)[key];

test('finds the keys', () => {
  expect([...keys]).toEqual(expect.arrayContaining(['credit_days_options', 'relationship_edited_elsewhere', 'relationship_not_found', 'seller_not_found']));
});

test.each([...keys].sort())('%s has a German and an English text', (key) => {
  expect(text(de, key)).toEqual(expect.any(String));
  expect(text(en as typeof de, key)).toEqual(expect.any(String));
});
