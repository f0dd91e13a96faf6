import { MapPin } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MapGym } from '@shared/gym-map';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useMapGyms } from './api';
import { GymClusterMap, type GymMapHandle } from './gym-cluster-map';

/** How many gyms the list beside the map shows at once; the search narrows it. */
const LISTED = 60;

/** "1 gym", "1,204 gyms". */
export const gymCount = (n: number) => `${number(n)} gym${n === 1 ? '' : 's'}`;

const matches = (gym: MapGym, words: string) =>
  `${gym.name} ${gym.city ?? ''} ${gym.state}`.toLowerCase().includes(words.toLowerCase());

/** The gyms of the map as a list: the way to every gym for the keyboard and screen readers. */
export function GymList({ gyms, onShow, heading }: { gyms: MapGym[]; onShow: (gym: MapGym) => void; heading: string }) {
  const [search, setSearch] = useState('');
  const words = useDeferredValue(search.trim());
  const found = useMemo(() => (words ? gyms.filter((g) => matches(g, words)) : gyms), [gyms, words]);
  return (
    <section aria-labelledby="gym-list-heading" className="grid content-start gap-3">
      <h2 id="gym-list-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <SearchBox
        label="Find a gym by name, city or state"
        placeholder="Name, city or state"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p role="status" className="text-sm text-slate-600">
        {words ? `${gymCount(found.length)} found` : `${gymCount(gyms.length)} on the map`}
      </p>
      <ul aria-label={heading} className="grid max-h-[32rem] gap-1 overflow-y-auto pr-1">
        {found.slice(0, LISTED).map((gym) => (
          <li key={gym.id}>
            <Button
              variant="ghost"
              className="h-auto w-full justify-start gap-2 px-2 py-1.5 text-left whitespace-normal"
              onClick={() => onShow(gym)}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="grid">
                <span className="font-semibold text-slate-900">{gym.name}</span>
                <span className="text-xs text-slate-600">{[gym.city, gym.state].filter(Boolean).join(', ')}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {found.length > LISTED ? (
        <p className="text-sm text-slate-600">
          {gymCount(found.length - LISTED)} more: narrow the search to find them.
        </p>
      ) : null}
    </section>
  );
}

/** /map: every gym of the network on a map, with the same gyms in a list beside it. */
export default function GymMapPage({ path }: PageProps) {
  useRouteTitle(path);
  const gyms = useMapGyms();
  const handle = useRef<GymMapHandle | null>(null);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        eyebrow="Gym network"
        title="Gym map"
        description="Every gym of the network on the map. Zoom in to split a cluster; choose a gym for its city and its entry in the directory."
        actions={
          <Link to="/gym-network" className="text-sm font-semibold text-brand-800 underline">
            Browse the gym directory
          </Link>
        }
      />
      <QueryState
        query={gyms}
        loadingLabel="Loading the gym map"
        errorFallback="The gyms could not be loaded"
        isEmpty={(list) => list.length === 0}
        empty={<Notice title="No gyms on the map yet">Gyms appear here once their addresses are placed.</Notice>}
      >
        {(list) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <GymClusterMap gyms={list} label="Map of the network's gyms" handle={handle} />
            <GymList gyms={list} heading="Gyms on the map" onShow={(gym) => handle.current?.show(gym.id)} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
