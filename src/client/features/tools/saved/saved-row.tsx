import { FolderOpen, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatFigure, type Figure } from '@shared/tools/report';
import { Button } from '@/components/ui/button';
import { date } from '@/lib/format';
import { Downloads } from '../tool-form-bits';

/** A headline figure of a row, as shown: "Churn: 4.2%". */
export interface RowFigure {
  key: string;
  label: string;
  value: string;
}

/** The server's highlights of a saved record, formatted for its row. */
export const highlightFigures = (highlights: Figure[]): RowFigure[] =>
  highlights.map((f) => ({ key: f.key, label: f.label, value: formatFigure(f.value, f.unit) }));

interface SavedRowProps {
  name: string;
  updatedAt: Date | string;
  figures: RowFigure[];
  /** The record's files. */
  xlsx: string;
  pdf: string;
  onLoad: () => void;
  onDelete: () => void;
  /** The record on screen: ringed. */
  current?: boolean;
  /** Beside the name ("In the editor"). */
  badge?: ReactNode;
  /** On the line under the name, before and after "Saved <date>". */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * One saved record in a tool's list (scenarios, saved records, capacity plans): its name, when it
 * was saved and its headline figures; load it, download it as a workbook or PDF, delete it.
 */
export function SavedRow({ name, updatedAt, figures, xlsx, pdf, onLoad, onDelete, ...marks }: SavedRowProps) {
  return (
    <li
      aria-label={name}
      className={`min-w-0 rounded-xl border p-3 sm:flex sm:items-center sm:gap-4 ${marks.current ? 'border-accent-400 ring-2 ring-accent-200' : 'border-slate-200'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 font-semibold text-brand-900">
          <span className="min-w-0 truncate">{name}</span>
          {marks.badge}
        </p>
        <p className="text-xs text-slate-600">
          {marks.before}Saved {date(updatedAt)}
          {marks.after}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {figures.map((f) => (
            <div key={f.key} className="flex gap-1">
              <dt className="text-slate-600">{f.label}:</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 sm:mt-0 sm:justify-end">
        <Button size="sm" variant="outline" aria-label={`Load ${name}`} onClick={onLoad}>
          <FolderOpen aria-hidden="true" /> Load
        </Button>
        <Downloads name={name} xlsx={xlsx} pdf={pdf} />
        <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}
