/**
 * What a file is, read from its first bytes (never from its name): the kinds the document
 * repository accepts (PDF, Office, image and video). Returns null for anything else.
 */
export interface SniffedType {
  kind: 'pdf' | 'office' | 'image' | 'video';
  contentType: string;
  /** The extension a download gets. */
  extension: string;
}

const starts = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  starts(
    buf,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );

const OOXML: { folder: string; contentType: string; extension: string }[] = [
  {
    folder: 'word/',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  {
    folder: 'xl/',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  {
    folder: 'ppt/',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
];

/** The names of a zip's entries, read from its local file headers (enough for Office files). */
function zipEntryNames(buf: Buffer, max = 400): string[] {
  const names: string[] = [];
  let offset = 0;
  while (names.length < max && offset + 30 <= buf.length && buf.readUInt32LE(offset) === 0x04034b50) {
    const flags = buf.readUInt16LE(offset + 6);
    const compressed = buf.readUInt32LE(offset + 18);
    const nameLength = buf.readUInt16LE(offset + 26);
    const extraLength = buf.readUInt16LE(offset + 28);
    names.push(buf.toString('latin1', offset + 30, offset + 30 + nameLength));
    // With a data descriptor (flag bit 3) the size is unknown here: look for the next header.
    if (flags & 0x08) {
      const next = buf.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), offset + 30 + nameLength);
      if (next < 0) break;
      offset = next;
    } else {
      offset += 30 + nameLength + extraLength + compressed;
    }
  }
  return names;
}

/** Reads the type of an OLE2 compound file (legacy .doc/.xls/.ppt) from its stream names. */
function oleType(buf: Buffer): SniffedType {
  const text = buf.toString('utf16le');
  if (text.includes('WordDocument')) return { kind: 'office', contentType: 'application/msword', extension: 'doc' };
  if (text.includes('PowerPoint Document')) {
    return { kind: 'office', contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' };
  }
  if (text.includes('Workbook') || text.includes('Book')) {
    return { kind: 'office', contentType: 'application/vnd.ms-excel', extension: 'xls' };
  }
  return { kind: 'office', contentType: 'application/x-ole-storage', extension: 'doc' };
}

export function sniffFile(buf: Buffer): SniffedType | null {
  if (ascii(buf, '%PDF-')) return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  if (starts(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (starts(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a'))
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8))
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  if (ascii(buf, 'RIFF') && ascii(buf, 'AVI ', 8)) {
    return { kind: 'video', contentType: 'video/x-msvideo', extension: 'avi' };
  }
  if (ascii(buf, 'ftyp', 4)) {
    const brand = buf.toString('latin1', 8, 12);
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime', extension: 'mov' };
    if (/^(heic|heix|mif1|avif)$/.test(brand)) return null;
    if (brand.startsWith('M4A')) return null;
    return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  if (starts(buf, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  if (starts(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return oleType(buf.subarray(0, 64 * 1024));
  if (starts(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (!names.includes('[Content_Types].xml')) return null;
    const found = OOXML.find((o) => names.some((n) => n.startsWith(o.folder)));
    return found ? { kind: 'office', contentType: found.contentType, extension: found.extension } : null;
  }
  return null;
}

/**
 * The image type read from the bytes (JPEG, PNG, WebP or GIF), or null when they are no image. With
 * `declaredType` (a Content-Type header, parameters allowed) the bytes must also prove that type.
 */
export function sniffImage(buf: Buffer, declaredType?: string): SniffedType | null {
  const sniffed = sniffFile(buf);
  if (sniffed?.kind !== 'image') return null;
  if (declaredType === undefined) return sniffed;
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  return sniffed.contentType === declared ? sniffed : null;
}

/** The extension each accepted content type downloads with (every type sniffFile answers). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/x-msvideo': 'avi',
  'video/quicktime': 'mov',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/msword': 'doc',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.ms-excel': 'xls',
  'application/x-ole-storage': 'doc',
  ...Object.fromEntries(OOXML.map((o) => [o.contentType, o.extension])),
};

/**
 * The name a stored file downloads under: the uploader's base name with the extension of the type
 * read from its bytes, so "notes.html" holding a PDF saves as "notes.pdf" and never opens as a page.
 * An unknown type keeps no extension of the uploader's choosing: it gets ".bin".
 */
export function downloadName(uploadedName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? 'bin';
  const base =
    uploadedName
      .replace(/[/\\]/g, '_')
      .replace(/\.[A-Za-z0-9]{1,10}$/, '')
      .replace(/[.\s]+$/, '') || 'file';
  return `${base}.${extension}`;
}
