/** "report.pdf" as an attachment, safe for any name (RFC 6266 with an RFC 5987 fallback). */
export function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
