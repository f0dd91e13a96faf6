import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { GymFactsRecord } from '@shared/tools';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorNotice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { GymFactsPanel } from '../gym-facts';
import { NoGymNotice } from '../tool-form-bits';
import { scrollBehavior } from '@/lib/motion';

/**
 * What the two class-program pages (/pricing-capacity, /students-per-class) share around their own
 * form, results and cards: the gym facts on top, the form card, the list of the gym's programs, and
 * which program is being edited or deleted.
 */

/** The program in the form (null: a new one), the one whose delete awaits confirmation, and moving to the form. */
export function useProgramEditing<P>() {
  const [editing, setEditing] = useState<P | null>(null);
  const [removing, setRemoving] = useState<P | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const startEdit = (program: P) => {
    setEditing(program);
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      formRef.current?.querySelector('input')?.focus({ preventScroll: true });
    });
  };
  return { editing, setEditing, removing, setRemoving, formRef, startEdit };
}

/** The notice for a user with no gym, then the gym's facts the programs start from, or why they could not load. */
export function GymFactsSection({
  facts,
}: {
  facts: { data?: GymFactsRecord; isLoading: boolean; isError: boolean; error: unknown };
}) {
  return (
    <>
      <NoGymNotice />
      <div className="mt-8">
        <GymFactsPanel facts={facts.data} loading={facts.isLoading} />
        {facts.isError ? (
          <div className="mt-3">
            <ErrorNotice error={facts.error} fallback="Your gym facts could not be loaded." />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The form's card: "Add a program", or "Edit <name>" while a saved one is in it; a placeholder as the facts load. */
export function ProgramFormCard({
  formRef,
  editing,
  description,
  loading,
  after,
  children,
}: {
  formRef: RefObject<HTMLDivElement | null>;
  editing: { name: string } | null;
  description: ReactNode;
  /** The gym facts the form starts from are still loading. */
  loading: boolean;
  /** Below the form, shown while the facts load too: an offer to update the gym facts. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div ref={formRef} className="mt-8 scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle>{editing ? `Edit ${editing.name}` : 'Add a program'}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {loading ? <Skeleton className="h-64" /> : children}
          {after}
        </CardContent>
      </Card>
    </div>
  );
}

/** "Your programs": loading, error, the empty state, or the gym's totals and a card a program. */
export function ProgramList<P extends { id: number }>({
  list,
  empty,
  totals,
  card: ProgramCard,
  editing,
  onEdit,
  onDelete,
}: {
  list: UseQueryResult<P[]>;
  empty: ReactNode;
  totals: ReactNode;
  /** A program's card, marked while the form edits it, with its edit and delete buttons. */
  card: ComponentType<{ program: P; editing: boolean; onEdit: () => void; onDelete: () => void }>;
  /** The program the form edits, if any. */
  editing: P | null;
  onEdit: (program: P) => void;
  onDelete: (program: P) => void;
}) {
  return (
    <section aria-labelledby="programs-heading" className="mt-10">
      <h2 id="programs-heading" className="text-xl font-bold text-brand-900">
        Your programs
      </h2>
      <div className="mt-4">
        <QueryState
          query={list}
          loadingLabel="Loading your programs"
          loading={
            <div className="grid gap-3">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-40 rounded-2xl" />
              ))}
            </div>
          }
          errorFallback="Your programs could not be loaded. Please try again."
          isEmpty={(programs) => programs.length === 0}
          empty={empty}
        >
          {(programs) => (
            <>
              {totals}
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {programs.map((program) => (
                  <ProgramCard
                    key={program.id}
                    program={program}
                    editing={editing?.id === program.id}
                    onEdit={() => onEdit(program)}
                    onDelete={() => onDelete(program)}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
