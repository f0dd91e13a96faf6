import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { routeByPath } from '@shared/site-routes';
import { toolEntries, toolOpens } from '@shared/tools/catalog';
import { usePermissions } from '@/features/accounts';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';

/** What a tool's page says to a member whose role does not open it (decision 0191). */
export const TOOL_LOCKED_TITLE = 'Your role does not include this tool';

function LockedTool({ path }: { path: string }) {
  useRouteTitle(path);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Tools" title={routeByPath(path)?.title ?? 'Tools'} />
      <Notice className="mt-8 max-w-xl" title={TOOL_LOCKED_TITLE}>
        Your gym's owner decides which roles use which tools: ask them if you need this one. Every tool your role opens
        is on the{' '}
        <Link to="/tools" className="font-semibold underline">
          tools page
        </Link>
        .
      </Notice>
    </div>
  );
}

/**
 * A tool's page behind the tools policy (`toolOpens`, the API's own rule): the page itself for a
 * member whose permissions open the tool, a notice for the others, so that none of the page's
 * calls is made only to be refused. `tool` names the catalogue's tool when the page is not the
 * tool's own address (the meet expenses' history).
 */
export function gatedTool(Page: ComponentType<PageProps>, tool?: string): ComponentType<PageProps> {
  function GatedTool(props: PageProps) {
    const { hasPermission, isLoading } = usePermissions();
    const entry = toolEntries.find((t) => (tool ? t.slug === tool : t.path === props.path));
    if (isLoading) return <PageSpinner label="Loading page" />;
    return toolOpens(entry, hasPermission) ? <Page {...props} /> : <LockedTool path={props.path} />;
  }
  return GatedTool;
}
