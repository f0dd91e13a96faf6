import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  scenarioNameSchema,
  type ScenarioRecord,
  type ScenarioSummary,
  type ScenarioToolSlug,
} from '@shared/tools/scenarios';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/accounts';
import { apiGet } from '@/lib/api';
import { highlightFigures, SavedRow } from '../saved-records/saved-row';
import { PAGE } from '../saved-records/words';
import { NoGymNotice } from '../shop-capacity-bits';
import { SCENARIOS_PATH, scenarioExportUrl, useDeleteScenario, useSaveScenario, useScenarios } from './api';
import { ScenarioCompare } from './scenario-compare';

interface ScenarioPanelProps {
  tool: ScenarioToolSlug;
  /** The inputs on screen as the tool's schema accepted them, or null while a field is refused. */
  inputs: unknown;
  /** Puts a saved scenario's inputs back on screen. */
  onLoad: (inputs: Record<string, unknown>) => void;
}

/**
 * Named scenarios of a calculator (decision 0120): save what is on screen under a name, load a
 * saved one back, download it as a workbook or PDF, delete it, and compare two side by side. The
 * server computes every saved figure from the inputs; the list shows those, not the page's.
 */
export function ScenarioPanel({ tool, inputs, onLoad }: ScenarioPanelProps) {
  const { user } = useAuth();
  const [limit, setLimit] = useState(PAGE);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [current, setCurrent] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<ScenarioSummary | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const list = useScenarios(tool, limit);
  const save = useSaveScenario(tool);
  const remove = useDeleteScenario(tool);
  const canSave = Boolean(user?.gymId);

  const submit = (id: number | null) => (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = scenarioNameSchema.safeParse(id === null ? name : (current?.name ?? name));
    if (!parsed.success) return setNameError(parsed.error.issues[0]!.message);
    setNameError(null);
    save.mutate(
      { id, name: parsed.data, inputs },
      {
        onSuccess: (saved) => {
          setCurrent({ id: saved.id, name: saved.name });
          setName('');
          toast({ title: id === null ? 'Scenario saved' : 'Scenario updated', description: saved.name });
        },
      },
    );
  };

  const load = async (summary: ScenarioSummary) => {
    setLoadError(null);
    try {
      const scenario = await apiGet<ScenarioRecord>(`${SCENARIOS_PATH}/${summary.id}`);
      onLoad(scenario.inputs);
      setCurrent({ id: scenario.id, name: scenario.name });
      toast({ title: 'Scenario loaded', description: `${scenario.name}: its numbers are in the calculator.` });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setLoadError(error);
    }
  };

  const items = list.data?.items ?? [];
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="saved-scenarios">
        <h2 id="saved-scenarios" className="text-lg font-bold text-brand-900">
          Saved scenarios
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Keep the numbers above under a name — this season, a price change, a what-if — and compare any two. Everyone
          at your gym sees the gym’s scenarios.
        </p>
        <NoGymNotice />

        {canSave ? (
          <form className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start" onSubmit={submit(null)} noValidate>
            <FormField label="Scenario name" error={nameError ?? undefined}>
              <Input
                value={name}
                maxLength={100}
                placeholder="e.g. Fall 2026"
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
            <div className="flex min-w-0 flex-wrap gap-2 sm:mt-7">
              <Button type="submit" disabled={inputs === null || save.isPending}>
                <Save aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save scenario'}
              </Button>
              {current ? (
                <Button
                  variant="outline"
                  className="max-w-full"
                  disabled={inputs === null || save.isPending}
                  onClick={() => submit(current.id)()}
                >
                  {/* A long name is cut short on a phone rather than pushing the page sideways. */}
                  <span className="truncate">Update “{current.name}”</span>
                </Button>
              ) : null}
            </div>
            {inputs === null ? (
              <p className="text-sm text-slate-600 sm:col-span-2">Fix the highlighted fields to save these numbers.</p>
            ) : null}
            <div className="sm:col-span-2">
              <ErrorNotice error={save.error} fallback="The scenario was not saved. Please try again." />
            </div>
          </form>
        ) : null}

        <ErrorNotice error={loadError} fallback="That scenario could not be loaded. Please try again." />
        {list.isPending ? (
          <div className="mt-4 grid gap-2" aria-label="Loading saved scenarios">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : list.isError ? (
          <div className="mt-4">
            <ErrorNotice error={list.error} fallback="Your saved scenarios could not be loaded." />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            No saved scenarios yet. Name the numbers above and save them to come back to them, or to compare two.
          </p>
        ) : (
          <>
            <ul className="mt-4 grid gap-3" aria-label="Saved scenarios">
              {items.map((s) => (
                <SavedRow
                  key={s.id}
                  name={s.name}
                  updatedAt={s.updatedAt}
                  figures={highlightFigures(s.highlights)}
                  xlsx={scenarioExportUrl(s.id, 'xlsx')}
                  pdf={scenarioExportUrl(s.id, 'pdf')}
                  onLoad={() => void load(s)}
                  onDelete={() => setDeleting(s)}
                />
              ))}
            </ul>
            {list.data && list.data.total > items.length ? (
              <Button className="mt-3" variant="ghost" onClick={() => setLimit((n) => n + PAGE)}>
                Show more ({list.data.total - items.length} more)
              </Button>
            ) : null}
            {list.data && list.data.total >= 2 ? <ScenarioCompare scenarios={items} /> : null}
          </>
        )}
      </section>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={(s) => `Delete “${s.name}”?`}
        description="The scenario goes for everyone at your gym. The calculator keeps what is on screen."
        confirmLabel="Delete scenario"
        remove={remove}
        deleted={(s) => ({ title: 'Scenario deleted', description: s.name })}
        onDeleted={(s) => setCurrent((c) => (c?.id === s.id ? null : c))}
      />
    </Card>
  );
}
