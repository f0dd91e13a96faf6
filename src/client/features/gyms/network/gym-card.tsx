import type { GymDirectoryItem } from '@shared/gyms';
import { regionName } from '@shared/regions';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** "https://www.prairiestategym.com/" → "prairiestategym.com": the website as a person reads it. */
export function websiteLabel(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** The address a website link opens: the stored text, with https:// when it has no scheme. */
export const websiteHref = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);

/** The gym's logo, else its initials on the brand colour. */
function GymLogo({ gym }: { gym: Pick<GymDirectoryItem, 'name' | 'logoUrl'> }) {
  if (gym.logoUrl)
    return (
      <img
        src={gym.logoUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl border border-slate-200 bg-white object-contain"
      />
    );
  const initials = gym.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-lg font-bold text-white"
    >
      {initials}
    </span>
  );
}

/** Where the gym is: city and state or province name, and the country outside the United States. */
export function placeOf(gym: Pick<GymDirectoryItem, 'city' | 'state' | 'country'>): string {
  const region = regionName(gym.state);
  return [gym.city, region, gym.country === 'United States' ? null : gym.country].filter(Boolean).join(', ');
}

/** One gym of the network: logo, name, place, type, website, phone and affiliations; `children` below. */
export function GymCard({
  gym,
  children,
  className,
}: {
  gym: GymDirectoryItem;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <article
      aria-labelledby={`gym-${gym.id}-name`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <GymLogo gym={gym} />
        <div className="min-w-0">
          <h2 id={`gym-${gym.id}-name`} className="text-lg leading-snug font-bold text-brand-900">
            {gym.name}
          </h2>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {placeOf(gym)}
          </p>
          {gym.type ? (
            <p className="mt-0.5 text-xs font-semibold tracking-wide text-accent-800 uppercase">{gym.type}</p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        {gym.website ? (
          <a
            href={websiteHref(gym.website)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            {websiteLabel(gym.website)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {gym.phone ? (
          <a href={`tel:${gym.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-slate-700">
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            {gym.phone}
          </a>
        ) : null}
      </div>
      {gym.affiliations.length ? (
        <ul aria-label="Affiliations" className="flex flex-wrap gap-1.5">
          {gym.affiliations.map((a) => (
            <li
              key={a.id}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
            >
              {a.name}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}

export function GymCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex gap-3">
            <Skeleton className="size-14 rounded-xl" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="mt-4 h-4 w-2/3" />
        </li>
      ))}
    </>
  );
}
