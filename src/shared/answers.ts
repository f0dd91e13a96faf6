import { z } from 'zod';

// Shapes shared by the API answers of every feature.

/**
 * A point in time in an API answer: a Date on the server (as Drizzle reads it), an ISO 8601 string
 * on the wire. `z.input` of a schema using it is the wire shape; `z.output` the server's.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The answer of a 204: no body. */
export const noContent = z.null().describe('No content');
