/**
 * A small, valid, text-only PDF (one US Letter page, Helvetica): enough for the demo library's
 * checklists and templates to download and open in any viewer, with no PDF library at seed time.
 */
const escape = (text: string) =>
  text
    .replace(
      /[^\x20-\x7e]/g,
      (c) =>
        ({ '\u2019': "'", '\u2018': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u2022': '-' })[
          c
        ] ?? ' ',
    )
    .replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if ((current + ' ' + word).trim().length > width) {
      out.push(current.trim());
      current = line.startsWith('- ') || line.startsWith('[ ]') ? `    ${word}` : word;
    } else current = `${current} ${word}`;
  }
  if (current.trim()) out.push(current.trimEnd());
  return out;
}

export function simplePdf(title: string, lines: string[]): Buffer {
  const body = lines.flatMap((l) => (l === '' ? [''] : wrap(l, 92))).slice(0, 48);
  const ops = [
    'BT',
    '/F2 18 Tf',
    '72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 9 Tf',
    '0 -16 Td',
    '(The Breakfast Club library - adapt it to your gym) Tj',
    '/F1 11 Tf',
    '14 TL',
    '0 -14 Td',
    ...body.map((l) => `T* (${escape(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
