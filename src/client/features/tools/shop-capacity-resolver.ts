import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form's text values with the server's own zod schema:
 * `toInput` turns what the inputs hold into the call's body, and each field shows its first message.
 * (The same idea as the document form's resolver, kept here because features share only an index.)
 */
export function textFormResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: Values) => unknown,
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
      if (error && typeof error === 'object' && 'message' in error) errors[path] ??= error as FieldError;
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<Values> };
    return { values: result.values as z.output<S>, errors: {} };
  };
}
