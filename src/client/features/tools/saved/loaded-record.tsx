import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { date } from '@/lib/format';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { apiGet } from '@/lib/api';
import { useGymReadable } from '../gym-readable';
import { useSavedList, type SavedRecord, type SavedSummary } from './api';
import { cap, PAGE, type RecordWords } from './words';
import { scrollBehavior } from '@/lib/motion';

/** Which saved record is on screen, and loading one onto it: shared by the panel and the latest-record offer. */
export interface LoadedRecord<S extends SavedSummary> {
  current: { id: number; name: string } | null;
  setCurrent: (current: { id: number; name: string } | null) => void;
  load: (summary: S) => Promise<void>;
  loadError: unknown;
}

export function useLoadedRecord<S extends SavedSummary, R extends SavedRecord>(
  path: string,
  words: Pick<RecordWords, 'one' | 'loaded'>,
  onLoad: (record: R) => void,
): LoadedRecord<S> {
  const [current, setCurrent] = useState<{ id: number; name: string } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const load = async (summary: S) => {
    setLoadError(null);
    try {
      const record = await apiGet<R>(`${path}/${summary.id}`);
      onLoad(record);
      setCurrent({ id: record.id, name: record.name });
      toast({
        title: `${cap(words.one)} loaded`,
        description: `${record.name}: ${words.loaded ?? 'its numbers are on screen.'}`,
      });
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    } catch (error) {
      setLoadError(error);
    }
  };
  return { current, setCurrent, load, loadError };
}

/**
 * Above the calculator, when the gym has saved records and none is on screen yet: start from the
 * latest one instead of the example (tools start from the gym's own numbers). Reads the
 * panel's first page, so it costs no request of its own.
 */
export function LatestRecordOffer<S extends SavedSummary>({
  path,
  listQuery,
  words,
  loaded,
}: {
  path: string;
  listQuery?: string;
  words: Pick<RecordWords, 'one'>;
  loaded: LoadedRecord<S>;
}) {
  const [dismissed, setDismissed] = useState(false);
  const list = useSavedList<S>(path, listQuery, PAGE, useGymReadable());
  const latest = list.items[0];
  if (!latest || loaded.current || dismissed) return null;
  return (
    <Notice title={`Start from your latest ${words.one}?`} role="status">
      <p>
        “{latest.name}”, saved {date(latest.updatedAt)}, has your gym’s own numbers.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void loaded.load(latest)}>
          <FolderOpen aria-hidden="true" /> Load “{latest.name}”
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          Keep these numbers
        </Button>
      </div>
      <ErrorNotice error={loaded.loadError} fallback={`That ${words.one} could not be loaded. Please try again.`} />
    </Notice>
  );
}
