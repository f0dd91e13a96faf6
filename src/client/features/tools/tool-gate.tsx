import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { routeByPath } from '@shared/site-routes';
import { toolEntries, toolOpens } from '@shared/tools/catalog';
import { useAuth, usePermissions } from '@/features/accounts';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useGymReadable } from './gym-readable';

/** What a tool's page says to a member whose role does not open it (decision 0191). */
export const TOOL_LOCKED_TITLE = 'Your role does not include this tool';

/** The tool's title and, in place of the tool, a notice that leads back to the tools page. */
function ToolNotice({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  useRouteTitle(path);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Tools" title={routeByPath(path)?.title ?? 'Tools'} />
      <Notice className="mt-8 max-w-xl" title={title}>
        {children}
      </Notice>
    </div>
  );
}

const toolsPage = (
  <Link to="/tools" className="font-semibold underline">
    tools page
  </Link>
);

function LockedTool({ path }: { path: string }) {
  return (
    <ToolNotice path={path} title={TOOL_LOCKED_TITLE}>
      Your gym's owner decides which roles use which tools: ask them if you need this one. Every tool your role opens is
      on the {toolsPage}.
    </ToolNotice>
  );
}

/** What a page of the gym's records says while the member's access to the gym waits (decision 0192). */
function WaitingForGym({ path }: { path: string }) {
  const { user } = useAuth();
  return (
    <ToolNotice path={path} title={`This opens once ${user?.gym?.name ?? 'your gym'} approves you`}>
      It keeps your gym&apos;s own records, which are shared with the gym&apos;s approved members only. Meanwhile the
      calculators on the {toolsPage} work with numbers you type.
    </ToolNotice>
  );
}

export interface GateOptions {
  /** The catalogue's tool, when the page is not at the tool's own address (the meet expenses' history). */
  tool?: string;
  /** The page is the gym's records: while the member's gym access waits, it says so instead (decision 0192). */
  gymRecords?: true;
}

/**
 * A tool's page behind the tools policy (`toolOpens`, the API's own rule): the page itself for a
 * member whose permissions open the tool, a notice for the others, so that none of the page's
 * calls is made only to be refused.
 */
export function gatedTool(Page: ComponentType<PageProps>, options: GateOptions = {}): ComponentType<PageProps> {
  function GatedTool(props: PageProps) {
    const { hasPermission, isLoading } = usePermissions();
    const readable = useGymReadable();
    const entry = toolEntries.find((t) => (options.tool ? t.slug === options.tool : t.path === props.path));
    if (isLoading) return <PageSpinner label="Loading page" />;
    if (!toolOpens(entry, hasPermission)) return <LockedTool path={props.path} />;
    if (options.gymRecords && !readable) return <WaitingForGym path={props.path} />;
    return <Page {...props} />;
  }
  return GatedTool;
}
