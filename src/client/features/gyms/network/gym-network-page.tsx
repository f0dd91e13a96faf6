import { NEARBY_DEFAULT_MILES } from '@shared/geo';
import { regionName } from '@shared/regions';
import { MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PageNav } from '@/components/ui/page-nav';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Label } from '@/components/ui/label';
import { useRouteTitle } from '@/lib/use-document-title';
import { useParamsUpdate, useSearchDraft } from '@/lib/use-params-update';
import type { PageProps } from '@/lib/page-props';
import { useGymDirectory, useGymFilters } from '../api';
import { GymCard, GymCardSkeletons } from './gym-card';
import { NEARBY_RADII, NearbyGyms } from './nearby-gyms';
import { StateLinksPanel } from './state-links-panel';

const FILTERS = ['search', 'state', 'country', 'type', 'affiliationId'] as const;

/**
 * /gym-network: the network's gyms, searched by name or city and filtered by state or province,
 * country, type and affiliation on the server, a page at a time; each card opens the gyms near it,
 * and a chosen state shows its associations, licensing, insurance and resources links. Every choice
 * is kept in the address, so the server renders the same page and a filtered list can be shared.
 */
export default function GymNetworkPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, update] = useParamsUpdate();
  const search = params.get('search') ?? '';
  const state = (params.get('state') ?? '').toUpperCase();
  const country = params.get('country') ?? '';
  const type = params.get('type') ?? '';
  const affiliationId = Number(params.get('affiliationId')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const near = Number(params.get('near')) || null;
  const radiusParam = Number(params.get('radius'));
  const radius = NEARBY_RADII.includes(radiusParam as (typeof NEARBY_RADII)[number])
    ? radiusParam
    : NEARBY_DEFAULT_MILES;
  const [draft, setDraft] = useSearchDraft(search, update);

  const gyms = useGymDirectory({ search, state, country, type, affiliationId, page });
  const filters = useGymFilters();
  const filtering = FILTERS.some((key) => params.get(key));
  const choose = (changes: Record<string, string | null>) => update({ ...changes, page: null, near: null });
  const data = gyms.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Connect"
        title="Gym network"
        description="The gyms of the Breakfast Club network: find a peer by name or city, see who trains near you, and the associations, licensing offices and insurers of your state or province."
        actions={
          <Button asChild variant="outline">
            <Link to="/map">
              <MapPinned aria-hidden="true" />
              See the map
            </Link>
          </Button>
        }
      />

      <form
        role="search"
        aria-label="Find a gym"
        onSubmit={(e) => e.preventDefault()}
        className="mt-8 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_12rem_11rem_10rem_12rem]"
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="gym-search">Search gyms</Label>
          <SearchBox
            id="gym-search"
            placeholder="Gym name or city"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <FormField label="State or province">
          <Select value={state} onChange={(e) => choose({ state: e.target.value })}>
            <option value="">All states and provinces</option>
            {(filters.data?.states ?? (state ? [state] : [])).map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Country">
          <Select value={country} onChange={(e) => choose({ country: e.target.value })}>
            <option value="">All countries</option>
            {(filters.data?.countries ?? (country ? [country] : [])).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Type">
          <Select value={type} onChange={(e) => choose({ type: e.target.value })}>
            <option value="">All types</option>
            {(filters.data?.types ?? (type ? [type] : [])).map((name) => (
              <option key={name} value={name}>
                {name.charAt(0).toUpperCase() + name.slice(1)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Affiliation">
          <Select
            value={affiliationId === null ? '' : String(affiliationId)}
            onChange={(e) => choose({ affiliationId: e.target.value })}
          >
            <option value="">All affiliations</option>
            {(filters.data?.affiliations ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </FormField>
      </form>

      {state ? (
        <div className="mt-6">
          <StateLinksPanel state={state} />
        </div>
      ) : null}

      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {data ? `${data.total} ${data.total === 1 ? 'gym' : 'gyms'} ${filtering ? 'found' : 'in the network'}` : ''}
      </p>

      <div className="mt-3" aria-busy={gyms.isFetching}>
        {gyms.isError && !data ? (
          <ErrorNotice error={gyms.error} fallback="The gym network could not be loaded." />
        ) : data && data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            {filtering ? (
              <>
                <p className="font-semibold text-brand-900">No gym matches your search.</p>
                <p className="mt-1 text-sm text-slate-600">Try another name, city or state.</p>
                <Button
                  variant="outline"
                  className="mt-4"
                  onClick={() => {
                    setDraft('');
                    update(Object.fromEntries([...FILTERS, 'page', 'near'].map((k) => [k, null])));
                  }}
                >
                  Clear the filters
                </Button>
              </>
            ) : (
              <>
                <p className="font-semibold text-brand-900">No gym is in the network yet.</p>
                <p className="mt-1 text-sm text-slate-600">Add yours from the home page and be the first.</p>
              </>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {!data ? (
              <GymCardSkeletons count={6} />
            ) : (
              data.items.map((gym) => {
                const open = near === gym.id;
                return (
                  <li key={gym.id}>
                    <GymCard gym={gym}>
                      <div className="mt-auto grid gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-expanded={open}
                          onClick={() => update({ near: open ? null : String(gym.id), radius: null })}
                        >
                          {open ? 'Hide nearby gyms' : 'Gyms near this one'}
                        </Button>
                        {open ? (
                          <NearbyGyms
                            gym={gym}
                            radiusMiles={radius}
                            onRadius={(miles) =>
                              update({ radius: miles === NEARBY_DEFAULT_MILES ? null : String(miles) })
                            }
                          />
                        ) : null}
                      </div>
                    </GymCard>
                  </li>
                );
              })
            )}
          </ul>
        )}
      </div>

      {data ? (
        <PageNav
          className="mt-6"
          align="center"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => update({ page: next === 1 ? null : String(next), near: null })}
          label="Gym network pages"
        />
      ) : null}
    </div>
  );
}
