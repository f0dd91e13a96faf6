import { NEARBY_DEFAULT_MILES } from '@shared/geo';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearbyGyms } from '../api';
import { placeOf } from './gym-card';

export const NEARBY_RADII = [5, 10, 25, 50, 100] as const;

/** "0.85 mi", "1 mi": a neighbour's distance as the list shows it. */
export const milesText = (miles: number) => `${miles.toLocaleString('en-US', { maximumFractionDigits: 2 })} mi`;

interface NearbyGymsProps {
  gym: { id: number; name: string; latitude: number | null };
  radiusMiles: number;
  onRadius: (miles: number) => void;
}

/** The gyms within the chosen radius of a gym (5 miles unless changed), nearest first. */
export function NearbyGyms({ gym, radiusMiles, onRadius }: NearbyGymsProps) {
  const nearby = useNearbyGyms(gym.id, radiusMiles === NEARBY_DEFAULT_MILES ? undefined : radiusMiles);
  const radiusId = `nearby-radius-${gym.id}`;
  return (
    <section aria-label={`Gyms near ${gym.name}`} className="grid gap-3 rounded-xl bg-slate-50 p-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={radiusId} className="font-medium text-slate-700">
          Within
        </label>
        <Select
          id={radiusId}
          className="h-9 w-28"
          value={String(radiusMiles)}
          onChange={(e) => onRadius(Number(e.target.value))}
        >
          {NEARBY_RADII.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
        </Select>
      </div>
      {gym.latitude === null ? (
        <p className="text-sm text-slate-600">This gym is not on the map yet, so its neighbours are unknown.</p>
      ) : (
        <QueryState
          query={nearby}
          loadingLabel="Loading nearby gyms"
          loading={
            <div className="grid gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          }
          errorFallback="The nearby gyms could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600">No other gym in the network within {radiusMiles} miles.</p>}
        >
          {(list) => (
            <ol className="grid gap-2 text-sm">
              {list.map((near) => (
                <li key={near.id} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0">
                    <span className="font-semibold text-brand-900">{near.name}</span>
                    <span className="block text-xs text-slate-600">{placeOf(near)}</span>
                  </span>
                  <span className="shrink-0 font-medium text-slate-700 tabular-nums">
                    {milesText(near.distanceMiles)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
    </section>
  );
}
