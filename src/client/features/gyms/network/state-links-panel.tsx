import { regionName } from '@shared/regions';
import { STATE_LINK_CATEGORIES, stateLinkCategoryLabels } from '@shared/state-links';
import { ExternalLink } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { useStateLinks } from '../api';
import { websiteLabel } from './gym-card';

/** The chosen state's or province's links (associations, licensing, insurance, resources), by category. */
export function StateLinksPanel({ state }: { state: string }) {
  const links = useStateLinks(state);
  const name = regionName(state);
  return (
    <section aria-labelledby="state-links-heading" className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5">
      <h2 id="state-links-heading" className="text-lg font-bold text-brand-900">
        Resources for gyms in {name}
      </h2>
      <div className="mt-3">
        <QueryState
          query={links}
          loadingLabel={`Loading the links for ${name}`}
          errorFallback="The state's links could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600">No links for {name} yet.</p>}
        >
          {(list) => (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {STATE_LINK_CATEGORIES.map((category) => {
                const inCategory = list.filter((l) => l.category === category);
                if (!inCategory.length) return null;
                return (
                  <div key={category}>
                    <h3 className="text-sm font-semibold tracking-wide text-accent-800 uppercase">
                      {stateLinkCategoryLabels[category]}
                    </h3>
                    <ul className="mt-1.5 grid gap-1.5 text-sm">
                      {inCategory.map((link) => (
                        <li key={link.id}>
                          <a
                            href={link.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-start gap-1 font-medium text-brand-700 hover:underline"
                          >
                            <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                            <span>
                              {link.title}
                              <span className="sr-only"> (opens in a new tab)</span>
                            </span>
                          </a>
                          <span className="block pl-4.5 text-xs text-slate-600">
                            {websiteLabel(new URL(link.url).host)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
