import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  /** The small line above the title: the area the page belongs to ('My Space', 'Admin'). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** A sentence under the title: what the page is for, or a count. */
  description?: ReactNode;
  /** Buttons or links beside the title on wide screens, under it on a phone. */
  actions?: ReactNode;
  /** More under the description (a notice, a back link). */
  children?: ReactNode;
  className?: string;
}

/** Every page's heading: its one `<h1>`, with an eyebrow, a description and actions. */
export function PageHeader({ eyebrow, title, description, actions, children, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {description ? <div className="mt-2 max-w-3xl text-slate-600">{description}</div> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** An admin area's heading: the way back to Administration above its PageHeader. */
export function AdminPageHeader(props: Omit<PageHeaderProps, 'className'>) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 hover:underline">
          Administration
        </Link>
      </p>
      <PageHeader className="mt-1" {...props} />
    </>
  );
}
