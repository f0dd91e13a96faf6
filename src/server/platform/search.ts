/** A LIKE pattern matching any text that contains `text` as written (its %, _ and \ taken literally). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
