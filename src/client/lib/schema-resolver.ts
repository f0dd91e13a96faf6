import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
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

/** zodResolver's check of a call's body (not the form's own values), its errors nested by path. */
function schemaCheck<S extends z.ZodType>(schema: S) {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return (input: unknown, context: unknown, options: object) =>
    inner(input as FieldValues, context, {
      ...options,
      fields: {},
      names: undefined,
      shouldUseNativeValidation: false,
    } as never);
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
  const check = schemaCheck(schema);
  return async (values, context, options) => {
    const result = await check(toInput(values), context, options);
    const errors: Record<string, FieldError> = {};
    for (const [path, error] of Object.entries(result.errors)) {
      const found = firstError(error);
      if (found) errors[fieldOf(path)] ??= found;
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<Values> };
    return { values: result.values as z.output<S>, errors: {} };
  };
}

/**
 * schemaResolver for a form with rows of fields (a meet's levels): each message stays where the
 * schema's path puts it (levels.0.numGymnasts → errors.levels[0].numGymnasts), as the rows read it.
 */
export function nestedSchemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<S>> {
  const check = schemaCheck(schema);
  return async (values, context, options) =>
    (await check(toInput(values), context, options)) as unknown as ResolverResult<Values, z.output<S>>;
}
