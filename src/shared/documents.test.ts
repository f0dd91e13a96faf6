import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultOrder,
  DOCUMENT_SORTS,
  documentInputSchema,
  documentListQuerySchema,
  documentMessages as m,
  fileKind,
  fileKindLabels,
  folderInputSchema,
  formatFileSize,
  previewKind,
  tagsSchema,
  textOn,
} from './documents';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('repository forms (spec 001 §5 Documents)', () => {
  it('names the rule that failed: folder name and title 1–255, the five types, a valid URL, tags 1–50', () => {
    expect(messagesOf(folderInputSchema.safeParse({ name: '  ' }))).toEqual([m.folderNameRequired]);
    expect(messagesOf(folderInputSchema.safeParse({ name: 'x'.repeat(256) }))).toEqual([m.folderNameTooLong]);
    expect(folderInputSchema.parse({ name: 'x'.repeat(255) }).name).toHaveLength(255);
    expect(messagesOf(documentInputSchema.safeParse({ title: '' }))).toEqual([m.titleRequired]);
    expect(messagesOf(documentInputSchema.safeParse({ title: 'x'.repeat(256) }))).toEqual([m.titleTooLong]);
    expect(messagesOf(documentInputSchema.safeParse({ title: 'Waiver', type: 'Memo' }))).toEqual([m.typeInvalid]);
    expect(messagesOf(documentInputSchema.safeParse({ title: 'Waiver', googleDocUrl: 'not a url' }))).toEqual([
      m.urlInvalid,
    ]);
    expect(messagesOf(documentInputSchema.safeParse({ title: 'Waiver', googleDocUrl: 'javascript:alert(1)' }))).toEqual(
      [m.urlInvalid],
    );
    expect(messagesOf(documentInputSchema.safeParse({ title: 'Waiver', tags: ['x'.repeat(51)] }))).toEqual([
      m.tagInvalid,
    ]);
  });

  it('adds the scheme a pasted link left out, and keeps tags once each whatever their case', () => {
    const doc = documentInputSchema.parse({ title: 'Closing SOP', googleDocUrl: 'docs.google.com/document/d/abc' });
    expect(doc.googleDocUrl).toBe('https://docs.google.com/document/d/abc');
    expect(tagsSchema.parse(['Front desk', 'front desk', ' Safety '])).toEqual(['Front desk', 'Safety']);
  });
});

describe('the list query', () => {
  it('sorts newest first unless asked, and names a wrong sort or order', () => {
    const plain = documentListQuerySchema.parse({});
    expect([plain.sort, plain.order]).toEqual(['updated', undefined]);
    expect(documentListQuerySchema.parse({ sort: 'name', order: 'desc' })).toMatchObject({
      sort: 'name',
      order: 'desc',
    });
    expect(messagesOf(documentListQuerySchema.safeParse({ sort: 'size' }))).toEqual([m.sortInvalid]);
    expect(messagesOf(documentListQuerySchema.safeParse({ order: 'up' }))).toEqual([m.orderInvalid]);
    expect(DOCUMENT_SORTS.map(defaultOrder)).toEqual(['desc', 'asc', 'asc']);
  });
});

describe('document display rules', () => {
  it('previews PDFs and the raster images an upload may hold, and nothing else', () => {
    expect(previewKind('application/pdf')).toBe('pdf');
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(previewKind(type)).toBe('image');
    for (const type of ['image/svg+xml', 'text/html', 'video/mp4', 'application/msword', 'image/pngx', '', null]) {
      expect(previewKind(type), String(type)).toBeNull();
    }
  });

  it('tells a file by its type, a link and a note apart', () => {
    const kind = (fileType: string | null, googleDocUrl: string | null = null) => fileKind({ fileType, googleDocUrl });
    expect(kind('application/pdf')).toBe('pdf');
    expect(kind('image/jpeg')).toBe('image');
    expect(kind('video/quicktime')).toBe('video');
    expect(kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('word');
    expect(kind('application/msword')).toBe('word');
    expect(kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('sheet');
    expect(kind('application/vnd.ms-excel')).toBe('sheet');
    expect(kind('application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe('slides');
    expect(kind('application/vnd.ms-powerpoint')).toBe('slides');
    expect(kind('application/x-ole-storage')).toBe('file');
    expect(kind(null, 'https://docs.google.com/document/d/x')).toBe('link');
    expect(kind(null)).toBe('note');
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (fileType, googleDocUrl) =>
        Boolean(fileKindLabels[fileKind({ fileType, googleDocUrl })]),
      ),
    );
  });

  it('writes file sizes as a person reads them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (n) => /^\d+(\.\d)? (B|KB|MB)$/.test(formatFileSize(n))),
    );
  });

  it('picks the text colour with the better contrast on a type badge', () => {
    expect(textOn('#6b7280')).toBe('#ffffff');
    expect(textOn('#fde68a')).toBe('#000000');
    expect(textOn('#1d4ed8')).toBe('#ffffff');
    // Luminance 0.17909, just under the exact crossover (0.17913): white is the better contrast.
    expect(textOn('#c229d6')).toBe('#ffffff');
    const luminance = (hex: string) => {
      const c = [0, 2, 4].map((i) => {
        const v = parseInt(hex.slice(1 + i, 3 + i), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const colour = `#${n.toString(16).padStart(6, '0')}`;
        const l = luminance(colour);
        const chosen = textOn(colour) === '#000000' ? (l + 0.05) / 0.05 : 1.05 / (l + 0.05);
        const other = textOn(colour) === '#000000' ? 1.05 / (l + 0.05) : (l + 0.05) / 0.05;
        return chosen >= other - 1e-9;
      }),
    );
  });
});
