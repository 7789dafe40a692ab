import { z } from 'zod';

/** Comma-separated query lists ("1,2,3"); an empty string means no filter. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx): z.output<T>[] | undefined => {
      const parts = value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [];
      if (!parts.length) return undefined;
      const parsed = parts.map((part) => item.safeParse(part));
      // One issue on the list itself, so the 400 names the field ("productList"), not an index.
      if (parsed.some((result) => !result.success)) {
        ctx.addIssue({ code: 'custom', message: 'invalid_list' });
        return z.NEVER;
      }
      return parsed.map((result) => result.data as z.output<T>);
    });
