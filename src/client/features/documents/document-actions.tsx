import { ArrowDownToLine, Eye, ExternalLink, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** One action of the menu, as a menu item button. */
function MenuAction({
  onSelect,
  className,
  children,
}: {
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" role="menuitem" {...menuItemHandlers} className={cn(item, className)} onClick={onSelect}>
      {children}
    </button>
  );
}

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
      {(close, closeToButton) => {
        // A dialog opened from the menu hands the focus back to the "⋯" button when it closes.
        const action = (run: () => void) => () => {
          closeToButton();
          run();
        };
        return (
          <>
            <MenuAction onSelect={action(onView)}>
              <Eye aria-hidden="true" className="size-4" /> {previewKind(doc.fileType) ? 'Preview' : 'Details'}
            </MenuAction>
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
                <MenuAction onSelect={action(onEdit)}>
                  <Pencil aria-hidden="true" className="size-4" /> Edit or move
                </MenuAction>
                <MenuAction onSelect={action(onDelete)} className="text-red-800 hover:text-red-900 focus:text-red-900">
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </MenuAction>
              </>
            ) : null}
          </>
        );
      }}
    </MenuButton>
  );
}
