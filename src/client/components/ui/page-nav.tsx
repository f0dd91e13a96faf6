import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface PageNavProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /**
   * What the list counts ('modules'): the bar then says '12 modules · page 1 of 2' beside the
   * buttons and stays, one page or many; without it, 'Page 1 of 2' between them, only when the
   * list needs more than one page.
   */
  counting?: string;
  /** The bar's accessible name, when a page has more than one list. */
  label?: string;
  /** Buttons at both ends (default), or the bar centred under a grid of cards. */
  align?: 'between' | 'center';
  className?: string;
}

/** Previous / next under a paged list. */
export function PageNav({
  page,
  pageSize,
  total,
  onPage,
  counting,
  label = 'Pages',
  align = 'between',
  className,
}: PageNavProps) {
  if (!counting && total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const previous = (
    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      Previous
    </Button>
  );
  const next = (
    <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
      Next
    </Button>
  );
  if (counting) {
    return (
      <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm text-slate-700">
        <span>
          {total} {counting} · page {page} of {pages}
        </span>
        <span className="flex gap-2">
          {previous}
          {next}
        </span>
      </nav>
    );
  }
  return (
    <nav
      aria-label={label}
      className={cn(
        'mt-6 flex items-center',
        align === 'center' ? 'justify-center gap-3' : 'justify-between',
        className,
      )}
    >
      {previous}
      <span className="text-sm text-slate-600">
        Page {page} of {pages}
      </span>
      {next}
    </nav>
  );
}
