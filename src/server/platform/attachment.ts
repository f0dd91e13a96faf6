/** The filename parameters of a Content-Disposition, safe for any name (RFC 6266 with an RFC 5987 fallback). */
function filename(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** "report.pdf" as an attachment: the browser saves it. */
export function attachment(name: string): string {
  return `attachment; ${filename(name)}`;
}

/** "report.pdf" shown in the page (a preview), under the same name when it is saved from there. */
export function inline(name: string): string {
  return `inline; ${filename(name)}`;
}
