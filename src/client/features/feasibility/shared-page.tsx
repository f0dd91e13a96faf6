import { useParams } from 'react-router';
import { feasibilityTypeLabels } from '@shared/feasibility';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useShared } from './api';
import { ResultsView } from './results-view';

/** /feasibility/shared/:token: a study its owner shared, read-only, for anyone with the link. */
export default function SharedFeasibilityPage({ path }: PageProps) {
  useRouteTitle(path);
  const token = useParams().token ?? '';
  const query = useShared(token);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <QueryState
        query={query}
        loadingLabel="Loading the shared study"
        notFound={
          <Notice tone="error" title="This shared study is not available">
            The link may have been revoked by its owner. Ask them for a new one.
          </Notice>
        }
      >
        {({ project, results }) => (
          <>
            <PageHeader
              eyebrow="Shared feasibility study"
              title={project.name}
              description={`${feasibilityTypeLabels[project.type]} · ${project.location} · ${
                project.status === 'locked' && project.lockedAt
                  ? `locked ${dateTime(project.lockedAt)}`
                  : `draft, last changed ${dateTime(project.updatedAt)}`
              }`}
            />
            <Notice tone="info" className="mt-4">
              A read-only copy of a gym owner’s plan, shared with you by link: five years of projections in three
              scenarios.
            </Notice>
            <div className="mt-6">
              <ResultsView results={results} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
