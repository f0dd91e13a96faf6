import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useAddMyTask } from './api';
import { useKeepsTasks } from './use-keeps-tasks';

/**
 * "Add to my tasks", or where it already is: a 409 reads as "Already in My Tasks". Nothing for a
 * member who keeps no task list.
 */
export function AddToMyTasks({ taskId, task, inMyTasks }: { taskId: number; task: string; inMyTasks: boolean }) {
  const add = useAddMyTask();
  const [state, setState] = useState<'added' | 'already' | null>(null);
  const { keeps } = useKeepsTasks();
  const shown = state ?? (inMyTasks ? 'already' : null);

  if (!keeps) return null;

  if (shown) {
    return (
      <span role="status" className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
        <Check aria-hidden="true" className="size-4" />
        {shown === 'added' ? 'Added to My Tasks' : 'Already in My Tasks'}
        <Link
          to="/my-tasks"
          className="-my-1 inline-flex min-h-8 min-w-8 items-center justify-center rounded-md px-2 font-normal text-brand-700 underline hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          View<span className="sr-only"> My Tasks</span>
        </Link>
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={add.isPending}
      aria-label={`Add to my tasks: ${task}`}
      onClick={() =>
        add.mutate(taskId, {
          onSuccess: () => {
            setState('added');
            toast({ title: 'Added to My Tasks', description: task });
          },
          onError: (e) => {
            if (e instanceof ApiError && e.status === 409) setState('already');
            else toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
          },
        })
      }
    >
      <Plus aria-hidden="true" /> {add.isPending ? 'Adding…' : 'Add to my tasks'}
    </Button>
  );
}
