import { ArrowDownToLine, Eye, ExternalLink, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { previewKind, type RepositoryDocument } from '@shared/documents';
import { menuContentClasses, menuItemClasses } from '@/components/layout/nav-dropdown';
import { MenuButton, menuItemHandlers } from '@/components/ui/menu-button';
import { cn } from '@/lib/utils';

interface Props {
  doc: RepositoryDocument;
  canWrite: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const item = cn(menuItemClasses, 'justify-start');

/**
 * A document's "⋯" menu: preview (or details), open the Google Doc, download, and for those who
 * may change it, edit or move and delete (which asks first). A WAI-ARIA menu button.
 */
export function DocumentActions({ doc, canWrite, onView, onEdit, onDelete }: Props) {
  return (
    <MenuButton
      label={`Actions for ${doc.title}`}
      align="end"
      triggerClassName="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-brand-50"
      trigger={<MoreHorizontal aria-hidden="true" className="size-5" />}
      contentClassName={menuContentClasses}
    >
      {(close, closeToButton) => (
        <>
          <button
            type="button"
            role="menuitem"
            {...menuItemHandlers}
            className={item}
            onClick={() => {
              closeToButton();
              onView();
            }}
          >
            <Eye aria-hidden="true" className="size-4" /> {previewKind(doc.fileType) ? 'Preview' : 'Details'}
          </button>
          {doc.googleDocUrl ? (
            <a
              role="menuitem"
              {...menuItemHandlers}
              className={item}
              href={doc.googleDocUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ExternalLink aria-hidden="true" className="size-4" /> Open in Google Docs
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {doc.fileUrl ? (
            <a role="menuitem" {...menuItemHandlers} className={item} href={doc.fileUrl} download onClick={close}>
              <ArrowDownToLine aria-hidden="true" className="size-4" /> Download
            </a>
          ) : null}
          {canWrite ? (
            <>
              <div role="separator" className="my-1 h-px bg-slate-200" />
              <button
                type="button"
                role="menuitem"
                {...menuItemHandlers}
                className={item}
                onClick={() => {
                  closeToButton();
                  onEdit();
                }}
              >
                <Pencil aria-hidden="true" className="size-4" /> Edit or move
              </button>
              <button
                type="button"
                role="menuitem"
                {...menuItemHandlers}
                className={cn(item, 'text-red-800 hover:text-red-900 focus:text-red-900')}
                onClick={() => {
                  closeToButton();
                  onDelete();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </button>
            </>
          ) : null}
        </>
      )}
    </MenuButton>
  );
}
