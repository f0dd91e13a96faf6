import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The first message in an error, which for a list (tags.3) sits one level down. */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error as FieldError;
  for (const inner of Object.values(error)) {
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * A react-hook-form resolver that checks the form's values with the server's own zod schema
 * (through zodResolver): `toInput` turns what the inputs hold (text) into the call's body, and
 * each message is shown on the field `fieldOf` names for its path (folderId → the folder select).
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: Values) => unknown,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<Values, unknown, z.output<S>> {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await inner(toInput(values) as FieldValues, context, {
      ...options,
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    } as never);
    const errors: Record<string, FieldError> = {};
    for (const [path, error] of Object.entries(result.errors)) {
      const found = firstError(error);
      if (found) errors[fieldOf(path)] ??= found;
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<Values> };
    return { values: result.values as z.output<S>, errors: {} };
  };
}
