import { z } from 'zod';
import { fieldProblems } from './field-problems';

const schema = z.object({
  name: z.string().min(1, 'required').max(3, 'too_long'),
  terms: z.object({ limit: z.string().regex(/^\d+$/, 'invalid_number') }),
  lines: z.array(z.object({ quantity: z.number({ error: 'quantity_invalid' }) })),
});

test('nested fields are named by their dotted path, each by its first issue', () => {
  const result = schema.safeParse({ name: '', terms: { limit: 'x' }, lines: [{ quantity: 1 }, { quantity: 'a' }] });
  expect(result.success).toBe(false);
  expect(fieldProblems(result.error!.issues)).toEqual({ name: 'required', 'terms.limit': 'invalid_number', 'lines.1.quantity': 'quantity_invalid' });
});

test('an issue of the body as a whole is "_"', () => {
  expect(fieldProblems([{ path: [], message: 'invalid_json' }])).toEqual({ _: 'invalid_json' });
});
