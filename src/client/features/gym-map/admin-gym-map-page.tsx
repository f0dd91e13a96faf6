import { Crosshair, LocateFixed, MapPinned, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { GymLocationInput, GymPlacement, MapGym, MissingGym } from '@shared/gym-map';
import { Button } from '@/components/ui/button';
import { JobStatus } from '@/components/ui/job-status';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { AdminPageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { errorMessage } from '@/lib/api';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useGeocodeAll, useGeocodeGym, useMapGyms, useMissingGyms, usePlaceGym, useRefreshMap } from './api';
import { GymClusterMap, type GymMapHandle } from './gym-cluster-map';
import { GymList } from './gym-map-page';

const degrees = (p: GymLocationInput) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;
const addressOf = (g: MissingGym) => [g.addressLine1, g.city, g.state, g.zip].filter(Boolean).join(', ');

interface PendingMove {
  gym: MapGym;
  point: GymLocationInput;
}

/** The last placement, with the point it replaced for undo. */
function PlacedNotice({ placed, onUndone }: { placed: GymPlacement; onUndone: () => void }) {
  const place = usePlaceGym();
  const previous = placed.previous;
  return (
    <Notice tone="success" role="status" title={`${placed.name} placed`}>
      <p>
        Now at {degrees(placed)}
        {placed.matched ? ` (${placed.matched})` : ''}.
      </p>
      {previous ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          disabled={place.isPending}
          onClick={() => place.mutate({ id: placed.id, point: previous }, { onSuccess: onUndone })}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
      ) : null}
      {place.isError ? <ErrorNotice error={place.error} fallback="The gym could not be put back" /> : null}
    </Notice>
  );
}

/** A gym without coordinates: geocode its address, or put it at the map's centre to drag it from there. */
function MissingRow({
  gym,
  onPlaced,
  centre,
}: {
  gym: MissingGym;
  onPlaced: (p: GymPlacement) => void;
  centre: () => GymLocationInput | null;
}) {
  const geocode = useGeocodeGym();
  const place = usePlaceGym();
  const error = geocode.error ?? place.error;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div>
        <p className="font-semibold text-slate-900">{gym.name}</p>
        <p className="text-sm text-slate-600">{addressOf(gym) || 'No address'}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={geocode.isPending}
          aria-label={`Geocode ${gym.name}`}
          onClick={() => geocode.mutate(gym.id, { onSuccess: onPlaced })}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {geocode.isPending ? 'Geocoding…' : 'Geocode'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={place.isPending}
          aria-label={`Place ${gym.name} at the map's centre`}
          onClick={() => {
            const point = centre();
            if (point) place.mutate({ id: gym.id, point }, { onSuccess: onPlaced });
          }}
        >
          <Crosshair aria-hidden="true" className="size-4" />
          Place at centre
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(error)}
        </p>
      ) : null}
    </li>
  );
}

function MissingGyms({
  onPlaced,
  centre,
}: {
  onPlaced: (p: GymPlacement) => void;
  centre: () => GymLocationInput | null;
}) {
  const [search, setSearch] = useState('');
  const list = useMissingGyms(search.trim());
  const all = useGeocodeAll();
  const refresh = useRefreshMap();
  return (
    <section aria-labelledby="missing-heading" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="missing-heading" className="text-lg font-semibold text-slate-900">
          Gyms without coordinates{list.isPending || list.failed ? '' : ` (${list.total})`}
        </h2>
        <Button size="sm" variant="accent" disabled={all.isPending || list.total === 0} onClick={() => all.mutate()}>
          <MapPinned aria-hidden="true" className="size-4" />
          Geocode all
        </Button>
      </div>
      {all.data ? (
        <JobStatus key={all.data.jobId} jobId={all.data.jobId} label="Geocoding" onFinished={refresh} />
      ) : null}
      {all.isError ? <ErrorNotice error={all.error} fallback="The geocoding could not be started" /> : null}
      <SearchBox
        label="Search gyms without coordinates"
        placeholder="Name or city"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <PagedState
        list={list}
        loadingLabel="Loading gyms without coordinates"
        errorFallback="The gyms without coordinates could not be loaded"
        empty={<Notice tone="success">Every active gym is on the map.</Notice>}
        noun="gyms"
        rowHeight="h-24"
      >
        {(items) => (
          <ul aria-label="Gyms without coordinates" className="grid gap-2">
            {items.map((gym) => (
              <MissingRow key={gym.id} gym={gym} onPlaced={onPlaced} centre={centre} />
            ))}
          </ul>
        )}
      </PagedState>
    </section>
  );
}

/** The gym chosen on the map or in the list: where it is, and a lookup of its address. */
function SelectedGym({ gym, onPlaced }: { gym: MapGym; onPlaced: (p: GymPlacement) => void }) {
  const geocode = useGeocodeGym();
  return (
    <section aria-label="Chosen gym" className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">{gym.name}</p>
      <p className="text-sm text-slate-600">
        {[gym.city, gym.state].filter(Boolean).join(', ')} · {degrees(gym)}
      </p>
      <p className="text-sm text-slate-600">Misplaced? Drag its marker to the right spot, or look its address up.</p>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={geocode.isPending}
        onClick={() => geocode.mutate(gym.id, { onSuccess: onPlaced })}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {geocode.isPending ? 'Geocoding…' : 'Geocode its address'}
      </Button>
      {geocode.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(geocode.error)}
        </p>
      ) : null}
    </section>
  );
}

/** /admin/gym-map: the network map for admins, to drag misplaced gyms, geocode addresses and place the rest. */
export default function AdminGymMapPage({ path }: PageProps) {
  useRouteTitle(path);
  const gyms = useMapGyms();
  const handle = useRef<GymMapHandle | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [placed, setPlaced] = useState<GymPlacement | null>(null);
  const [selected, setSelected] = useState<MapGym | null>(null);
  const place = usePlaceGym();
  const centre = () => handle.current?.centre() ?? null;
  const onPlaced = (p: GymPlacement) => {
    setPlaced(p);
    setSelected(null);
  };

  const putBack = () => {
    if (pending) handle.current?.restore(pending.gym.id);
    setPending(null);
    place.reset();
  };

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Gym network map"
        description="Drag a misplaced gym's marker to its place and confirm, look an address up with the geocoder, and place the gyms that have no coordinates yet."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-4">
          <QueryState query={gyms} loadingLabel="Loading the gym map" errorFallback="The gyms could not be loaded">
            {(list) => (
              <>
                <GymClusterMap
                  gyms={list}
                  label="Map of the network's gyms: drag a marker to move a gym"
                  handle={handle}
                  draggable
                  onSelect={setSelected}
                  onMoved={(gym, point) => {
                    setPending({ gym, point });
                    place.reset();
                  }}
                />
                <GymList
                  gyms={list}
                  heading="Gyms on the map"
                  onShow={(gym) => {
                    setSelected(gym);
                    handle.current?.show(gym.id);
                  }}
                />
              </>
            )}
          </QueryState>
        </div>
        <aside className="grid content-start gap-4" aria-label="Placing gyms">
          {pending ? (
            <Notice tone="warning" role="alert" title={`Move ${pending.gym.name}?`}>
              <p>
                From {degrees(pending.gym)} to {degrees(pending.point)}.
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={place.isPending}
                  onClick={() =>
                    place.mutate(
                      { id: pending.gym.id, point: pending.point },
                      {
                        onSuccess: (p) => {
                          setPending(null);
                          onPlaced(p);
                        },
                      },
                    )
                  }
                >
                  Save the new position
                </Button>
                <Button size="sm" variant="outline" disabled={place.isPending} onClick={putBack}>
                  Put it back
                </Button>
              </div>
              {place.isError ? (
                <ErrorNotice error={place.error} fallback="The new position could not be saved" />
              ) : null}
            </Notice>
          ) : null}
          {placed ? (
            <PlacedNotice key={`${placed.id}-${degrees(placed)}`} placed={placed} onUndone={() => setPlaced(null)} />
          ) : null}
          {selected ? <SelectedGym key={selected.id} gym={selected} onPlaced={onPlaced} /> : null}
          <MissingGyms onPlaced={onPlaced} centre={centre} />
        </aside>
      </div>
    </div>
  );
}
