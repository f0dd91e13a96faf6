import { cn } from '@/lib/utils';
import { layoutCover, PERSON_LEADING, TITLE_LEADING, type CoverSize } from './cover-layout';

const palette = ['#0f2a4a', '#134e4a', '#3b0764', '#7c2d12', '#1e3a8a', '#14532d', '#831843', '#0c4a6e'];

/** The text area's padding and when it shows: one layout for a phone's cover, one for the larger. */
const boxClasses: Record<CoverSize, string> = {
  phone: 'flex p-2 sm:hidden',
  wide: 'hidden p-3 sm:flex',
};

function Lines({
  lines,
  fontSize,
  leading,
  className,
}: {
  lines: string[];
  fontSize: number;
  leading: number;
  className: string;
}) {
  return (
    <span className={className} style={{ fontSize, lineHeight: leading }}>
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}

function CoverText({ title, person, size }: { title: string; person: string; size: CoverSize }) {
  const { title: name, person: by } = layoutCover(title, person, size);
  return (
    <span className={cn('h-full flex-col justify-between', boxClasses[size])}>
      <Lines lines={name.lines} fontSize={name.fontSize} leading={TITLE_LEADING} className="font-bold" />
      <Lines lines={by.lines} fontSize={by.fontSize} leading={PERSON_LEADING} className="text-white/80" />
    </span>
  );
}

/**
 * A drawn cover for a book or podcast without a picture: its title and person on a colour of its
 * own, set in whole words (cover-layout.ts), so no word is ever clipped.
 */
export function DrawnCover({ title, person, id }: { title: string; person: string; id: number }) {
  return (
    <div aria-hidden="true" className="h-full text-white" style={{ background: palette[id % palette.length] }}>
      <CoverText title={title} person={person} size="phone" />
      <CoverText title={title} person={person} size="wide" />
    </div>
  );
}
