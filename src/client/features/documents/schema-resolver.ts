import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form's values with the server's own zod schema:
 * `toInput` turns what the inputs hold (text) into the call's body, and each issue is shown on
 * the field `fieldOf` names for its first path part (tags.3 → the tags field).
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: Values) => unknown,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<Values, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? 'root'));
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** "opening, front desk" → ['opening', 'front desk']. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
