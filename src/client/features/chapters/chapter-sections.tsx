import type { ChapterDetail, ChapterItem } from '@shared/chapters';
import { MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { meetingRhythm, memberCountLabel, place } from './format';

/** The chapter's meeting preferences as a short fact list; nothing when none is set. */
export function ChapterFacts({
  chapter,
}: {
  chapter: Pick<ChapterDetail, 'meetingFrequency' | 'meetingDay' | 'meetingTime' | 'meetingLocation'>;
}) {
  const rhythm = meetingRhythm(chapter);
  if (!rhythm && !chapter.meetingLocation) return null;
  return (
    <dl className="grid grid-cols-1 mt-5 gap-3 rounded-2xl bg-brand-50 p-4 text-sm sm:grid-cols-2">
      {rhythm ? (
        <div>
          <dt className="font-semibold text-brand-900">When it meets</dt>
          <dd className="mt-0.5 text-slate-700">{rhythm}</dd>
        </div>
      ) : null}
      {chapter.meetingLocation ? (
        <div>
          <dt className="font-semibold text-brand-900">Where</dt>
          <dd className="mt-0.5 text-slate-700">{chapter.meetingLocation}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function Avatar({ name, tone = 'brand' }: { name: string; tone?: 'brand' | 'accent' }) {
  return (
    <span
      aria-hidden="true"
      className={
        tone === 'accent'
          ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-200 text-sm font-bold text-accent-900'
          : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800'
      }
    >
      {initials(name)}
    </span>
  );
}

/** The president and the board seats. */
export function Leadership({ president, board }: Pick<ChapterDetail, 'president' | 'board'>) {
  return (
    <section aria-labelledby="leaders-heading">
      <h2 id="leaders-heading" className="text-xl font-bold text-brand-900">
        President and board
      </h2>
      {!president && board.length === 0 ? (
        <p className="mt-3 text-slate-600">The chapter has not named its leaders yet.</p>
      ) : (
        <ul className="grid grid-cols-1 mt-4 gap-3 sm:grid-cols-2">
          {president ? (
            <li className="flex items-center gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4">
              <Avatar name={president.name} tone="accent" />
              <span className="min-w-0">
                <span className="block font-semibold text-brand-900">{president.name}</span>
                <span className="block text-sm text-slate-700">
                  President{president.gymName ? ` · ${president.gymName}` : ''}
                </span>
              </span>
            </li>
          ) : null}
          {board.map((seat) => (
            <li
              key={`${seat.title}-${seat.name}`}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <Avatar name={seat.name} />
              <span className="min-w-0">
                <span className="block font-semibold text-brand-900">{seat.name}</span>
                <span className="block text-sm text-slate-700">{seat.title}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The header band's line under a chapter's name: where it meets, how many belong, then `children`. */
export function ChapterLine({
  chapter,
  children,
}: {
  chapter: Pick<ChapterItem, 'city' | 'state' | 'memberCount'>;
  children?: ReactNode;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
      <span className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4 text-accent-700" />
        {place(chapter)}
      </span>
      <span className="flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 text-accent-700" />
        {memberCountLabel(chapter.memberCount)}
      </span>
      {children}
    </p>
  );
}
