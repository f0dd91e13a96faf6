import { z } from 'zod';

/** The largest value of a PostgreSQL integer (int4) column: a larger id can match no row. */
export const MAX_INT4_ID = 2_147_483_647;

/**
 * Path parameters `{ id }`: a positive whole number within the int4 bound, coerced from the path,
 * so garbage and huge ids are a 400 before any query (a query with them would fail with a 500).
 */
export function idParamsOf(message = 'Invalid id') {
  return z.object({
    id: z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INT4_ID, message),
  });
}

export const idParams = idParamsOf();
