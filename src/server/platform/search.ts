/** `text` with LIKE's %, _ and \ escaped, for patterns built around it (a prefix, a word). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any text that contains `text` as written (its %, _ and \ taken literally). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
