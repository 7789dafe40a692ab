/**
 * The one mapping of schema issues to fields: each field's path joined by dots
 * ("shareholderTerms.limit", as react-hook-form names nested fields), "_" for the body as a whole,
 * and the first issue of each. The server's 400 names fields so, and the forms read them so.
 */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
