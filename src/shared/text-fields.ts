import { z } from 'zod';

/** The message of a text longer than its column allows. */
export const tooLong = (max: number) => `Must not exceed ${max} characters`;

/** A required text: trimmed, at least one character, at most `max`. */
export const requiredText = (message: string, max: number, maxMessage = tooLong(max)) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** Optional on the server: a blank or missing value is stored as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A required http(s) address with a host, at most `max` characters; anything else gets `message`. */
export const httpUrl = (message: string, max = 2000) =>
  z
    .string({ error: message })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const { protocol, hostname } = new URL(value);
      return (protocol === 'https:' || protocol === 'http:') && hostname.length > 0;
    }, message);
