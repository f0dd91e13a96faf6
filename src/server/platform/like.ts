/** An ILIKE pattern that finds `text` anywhere, its own %, _ and \ matched as they are. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
