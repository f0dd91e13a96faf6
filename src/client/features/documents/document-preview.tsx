import { ArrowDownToLine, ExternalLink, Landmark } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { previewKind, type RepositoryDocument } from '@shared/documents';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { shortDate } from '@/lib/format';
import { fileLabel, TypeBadge } from './document-row';

interface Props {
  doc: RepositoryDocument;
  colour: string | undefined;
  folderName: string | null;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * A document opened from the list: a PDF in a frame or an image (the file served inline, with the
 * same access as the download), else a download; then its description and details.
 */
export function DocumentPreviewDialog({ doc, colour, folderName, onClose }: Props) {
  const kind = previewKind(doc.fileType);
  const inlineUrl = doc.fileUrl ? `${doc.fileUrl}?inline=true` : null;
  // Phone browsers without a PDF viewer (Android's Chrome) would download a framed PDF instead.
  const [framesPdf] = useState(() => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false);
  const [imageFailed, setImageFailed] = useState(false);

  let preview: ReactNode = null;
  if (inlineUrl && kind === 'pdf' && framesPdf) {
    preview = (
      <iframe
        src={inlineUrl}
        title={`${doc.title} (PDF)`}
        className="h-[70vh] w-full rounded-lg border border-slate-200 bg-slate-100"
      />
    );
  } else if (inlineUrl && kind === 'image' && !imageFailed) {
    preview = (
      <img
        src={inlineUrl}
        alt={doc.title}
        onError={() => setImageFailed(true)}
        className="mx-auto max-h-[70vh] max-w-full rounded-lg border border-slate-200 object-contain"
      />
    );
  } else if (doc.fileUrl) {
    preview = (
      <Notice title={kind === 'pdf' ? 'This browser opens PDFs outside the page' : 'No preview for this file'}>
        {kind === 'pdf'
          ? 'Open it in a new tab, or download it.'
          : kind === 'image'
            ? 'The image could not be shown here. Download it to open it.'
            : 'Download it to open it on your device.'}
      </Notice>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={doc.title}
      description={`${doc.type} · ${fileLabel(doc)} · Updated ${shortDate(doc.updatedAt)}`}
      className="max-w-4xl"
    >
      {preview}
      {doc.description ? <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{doc.description}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Detail label="Type">
          <TypeBadge name={doc.type} colour={colour ?? doc.typeColour} />
        </Detail>
        <Detail label="Where">
          {doc.library ? (
            <span className="inline-flex items-center gap-1">
              <Landmark aria-hidden="true" className="size-3.5" /> Club library{folderName ? `, ${folderName}` : ''}
            </span>
          ) : (
            (folderName ?? 'Not in a folder')
          )}
        </Detail>
        <Detail label="Added">
          {shortDate(doc.createdAt)}
          {doc.createdBy ? ` by ${doc.createdBy.name}` : ''}
        </Detail>
        <Detail label="Tags">{doc.tags.length ? doc.tags.map((t) => `#${t}`).join(' ') : 'None'}</Detail>
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {doc.googleDocUrl ? (
          <a
            href={doc.googleDocUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'md')}
          >
            <ExternalLink aria-hidden="true" /> Open in Google Docs
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {inlineUrl && kind ? (
          <a href={inlineUrl} target="_blank" rel="noopener" className={buttonClasses('outline', 'md')}>
            <ExternalLink aria-hidden="true" /> Open in a new tab
          </a>
        ) : null}
        {doc.fileUrl ? (
          <a href={doc.fileUrl} download className={buttonClasses('primary', 'md')}>
            <ArrowDownToLine aria-hidden="true" /> Download
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
