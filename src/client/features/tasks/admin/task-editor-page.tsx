import { ArrowLeft, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TaskValues } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useThemes } from '../api';
import { useAdminTask, useEnhance, useSaveTask, useRefreshTasks } from './api';
import { JobStatus } from '@/components/ui/job-status';
import { TaskForm, taskFormDefaults } from './task-form';

/** The guide is sent only when it changed, so saving other fields keeps the date it was written. */
function unlessUnchanged(values: TaskValues, before: string | null): TaskValues {
  if ((values.enhancedText ?? null) !== (before?.trim() || null)) return values;
  const { enhancedText: _unchanged, ...rest } = values;
  return rest as TaskValues;
}

/** /admin/business-tasks/:id/edit: every field of one task, and its enhancement. */
export default function TaskEditorPage() {
  const id = Number(useParams().id) || 0;
  const task = useAdminTask(id);
  const themes = useThemes();
  const save = useSaveTask();
  const enhance = useEnhance();
  const refreshTasks = useRefreshTasks();
  const [jobId, setJobId] = useState<number | null>(null);
  useDocumentTitle(task.data ? `Edit ${task.data.task}` : 'Edit business task');

  const back = (
    <Link
      to="/admin/business-tasks"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Business tasks
    </Link>
  );

  if (task.isLoading || themes.isLoading) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-10 text-slate-600">
        Loading the task…
      </p>
    );
  }
  if (task.isError || !task.data) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-10">
        <ErrorNotice error={task.error ?? new Error()} fallback="The task could not be loaded." />
        {back}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      {back}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Edit business task</h1>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <Button
            variant="outline"
            disabled={enhance.isPending || jobId !== null}
            onClick={() =>
              enhance.mutate(id, {
                onSuccess: (r) => setJobId(r.jobId),
                onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
              })
            }
          >
            <Wand2 aria-hidden="true" /> {task.data.enhancedText ? 'Enhance again' : 'Enhance'}
          </Button>
          {jobId ? <JobStatus jobId={jobId} label="Enhancement" onFinished={refreshTasks} /> : null}
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <TaskForm
          // A finished enhancement reloads the task; the form starts again from it.
          key={`${task.data.id}-${String(task.data.enhancedAt)}`}
          initial={taskFormDefaults(task.data)}
          themes={themes.data ?? []}
          submitLabel="Save changes"
          error={save.error}
          onSubmit={(values) =>
            save.mutateAsync({ id, values: unlessUnchanged(values, task.data.enhancedText) }).then(() => {
              toast({ title: 'Task saved', description: values.task });
              setJobId(null);
            })
          }
        />
      </div>
    </div>
  );
}
