import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  builtInFieldLabels,
  CODE_FIELD,
  RECIPIENT_FIELD,
  type CertificateFont,
  type CertificateTemplate,
  type FieldMappingInput,
} from '@shared/certificates';
import { cn } from '@/lib/utils';

/**
 * The page as the PDF will draw it, approximated in HTML (decision 0161): the background image
 * (a PDF background is not drawn here: its name says so), each field at its position in the font,
 * size, colour and alignment chosen. Sizes are fractions of the page's width (container query
 * units), so the preview scales with the screen. pdf-lib never loads in the browser.
 */

const CSS_FONT: Record<CertificateFont, { family: string; weight?: number; style?: string }> = {
  Helvetica: { family: 'Helvetica, Arial, sans-serif' },
  'Helvetica-Bold': { family: 'Helvetica, Arial, sans-serif', weight: 700 },
  'Helvetica-Oblique': { family: 'Helvetica, Arial, sans-serif', style: 'italic' },
  'Times-Roman': { family: '"Times New Roman", Times, serif' },
  'Times-Bold': { family: '"Times New Roman", Times, serif', weight: 700 },
  'Times-Italic': { family: '"Times New Roman", Times, serif', style: 'italic' },
  Courier: { family: '"Courier New", Courier, monospace' },
  'Courier-Bold': { family: '"Courier New", Courier, monospace', weight: 700 },
};

const SHIFT = { left: '0%', center: '-50%', right: '-100%' } as const;

/** What a field shows when the form has no value for it yet. */
export const placeholderOf = (field: string) =>
  field === RECIPIENT_FIELD || field === CODE_FIELD ? builtInFieldLabels[field as typeof RECIPIENT_FIELD] : field;

interface Props {
  page: Pick<CertificateTemplate, 'pageWidth' | 'pageHeight' | 'background'>;
  mappings: FieldMappingInput[];
  values?: Record<string, string>;
  /** The preview's accessible name. */
  label: string;
  /** Makes the fields draggable (the admin editor); x and y come back in points. */
  onMove?: (index: number, x: number, y: number) => void;
  selected?: number | null;
  className?: string;
}

export function CertificatePreview({ page, mappings, values = {}, label, onMove, selected, className }: Props) {
  const bg = page.background;

  function drag(index: number, start: ReactPointerEvent<HTMLSpanElement>) {
    if (!onMove) return;
    const box = start.currentTarget.parentElement!.getBoundingClientRect();
    start.currentTarget.setPointerCapture(start.pointerId);
    start.preventDefault();
    const target = start.currentTarget;
    const move = (e: PointerEvent) => {
      const x = ((e.clientX - box.left) / box.width) * page.pageWidth;
      const y = ((e.clientY - box.top) / box.height) * page.pageHeight;
      const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), max));
      onMove(index, clamp(x, page.pageWidth), clamp(y, page.pageHeight));
    };
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
  }

  return (
    <figure className={cn('grid gap-1', className)}>
      <div
        role="img"
        aria-label={label}
        className="relative w-full overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm [container-type:inline-size]"
        style={{ aspectRatio: `${page.pageWidth} / ${page.pageHeight}` }}
      >
        {bg?.kind === 'image' ? (
          <img src={bg.url} alt="" className="absolute inset-0 h-full w-full object-fill" draggable={false} />
        ) : null}
        {mappings.map((m, i) => {
          const font = CSS_FONT[(m.font ?? 'Helvetica') as CertificateFont] ?? CSS_FONT.Helvetica;
          const text = (Object.hasOwn(values, m.field) ? values[m.field]?.trim() : '') || placeholderOf(m.field);
          return (
            <span
              key={`${m.field}-${i}`}
              onPointerDown={onMove ? (e) => drag(i, e) : undefined}
              className={cn(
                'absolute leading-none whitespace-nowrap select-none',
                onMove && 'cursor-move touch-none rounded-sm outline-1 outline-sky-400/60 hover:outline',
                selected === i && 'outline-2 outline-sky-600',
              )}
              style={{
                left: `${(m.x / page.pageWidth) * 100}%`,
                top: `${(m.y / page.pageHeight) * 100}%`,
                transform: `translate(${SHIFT[m.alignment ?? 'left']}, -80%)`,
                fontFamily: font.family,
                fontWeight: font.weight,
                fontStyle: font.style,
                fontSize: `${((m.size ?? 12) / page.pageWidth) * 100}cqw`,
                color: m.colour ?? '#000000',
              }}
            >
              {text}
            </span>
          );
        })}
      </div>
      {bg?.kind === 'pdf' ? (
        <figcaption className="text-xs text-slate-600">
          The PDF background is not drawn in this preview; the downloaded certificates carry it.
        </figcaption>
      ) : null}
    </figure>
  );
}
