import { Button } from '@/components/ui/button';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/accounts';
import { number } from '@/lib/format';
import { useGymFacts, useSaveGymFacts } from './api';
import { factChanges, factsWithChanges, type CapacityKey } from './prefill';

/**
 * "Saving a tool's facts offers to update them": when figures a tool holds (its floor
 * space, class size, equipment) differ from the gym's saved facts, offer to write them back, so the
 * next tool starts from them. Nothing is written without the member's click.
 */
export function FactsUpdateOffer({ proposed }: { proposed: Partial<Record<CapacityKey, number>> }) {
  const { user } = useAuth();
  const facts = useGymFacts();
  const save = useSaveGymFacts();
  if (!user?.gymId || !facts.isSuccess) return null;
  const changes = factChanges(facts.data, proposed);
  if (changes.length === 0) return null;
  return (
    <Notice className="mt-4" title="Update your gym facts?">
      <p>
        {changes
          .map((c) =>
            c.saved === null
              ? `${c.label}: ${number(c.proposed)} (not saved yet)`
              : `${c.label}: ${number(c.saved)} → ${number(c.proposed)}`,
          )
          .join('; ')}
        . Your gym facts are where every tool starts from.
      </p>
      <Button
        className="mt-2"
        size="sm"
        variant="outline"
        disabled={save.isPending}
        onClick={async () => {
          // From the facts as they are now, not as this page loaded them: another member may have
          // changed them since, and the save must not put their old values back.
          const fresh = await facts.refetch();
          if (!fresh.data) return;
          save.mutate(factsWithChanges(fresh.data, factChanges(fresh.data, proposed)), {
            onSuccess: () => toast({ title: 'Gym facts updated', description: 'Every tool now starts from them.' }),
          });
        }}
      >
        {save.isPending ? 'Updating…' : 'Update gym facts'}
      </Button>
      <ErrorNotice error={save.error} fallback="Your gym facts were not updated. Please try again." />
    </Notice>
  );
}
