import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  taskInputSchema,
  REVENUE_TIERS,
  revenueTierLabels,
  TASK_FREQUENCIES,
  TASK_FUNCTIONS,
  TASK_OWNERS,
  TASK_PRIORITIES,
  taskFunctionLabels,
  taskPriorityLabels,
  type Task,
  type TaskInput,
  type TaskValues,
  type TaskTheme,
} from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export function taskFormDefaults(task?: Task | null): TaskInput {
  return {
    function: task?.function ?? 'finance',
    task: task?.task ?? '',
    description: task?.description ?? '',
    frequency: (task?.frequency ?? 'Monthly') as TaskInput['frequency'],
    owner: (task?.owner ?? 'Owner') as TaskInput['owner'],
    startupCritical: task?.startupCritical ?? false,
    priorities: {
      '250k': (task?.priorities['250k'] ?? 'medium') as 'medium',
      '500k': (task?.priorities['500k'] ?? 'medium') as 'medium',
      '1m': (task?.priorities['1m'] ?? 'medium') as 'medium',
      '2m': (task?.priorities['2m'] ?? 'medium') as 'medium',
    },
    enhancedText: task?.enhancedText ?? '',
    themeIds: task?.themes.map((t) => t.id) ?? [],
  };
}

interface Props {
  initial: TaskInput;
  themes: TaskTheme[];
  submitLabel: string;
  error?: unknown;
  onSubmit: (values: TaskValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** Every field of a library task, checked with the server's schema; the server's refusal shows under it. */
export function TaskForm({ initial, themes, submitLabel, error, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState, watch, setValue } = useForm<TaskInput, unknown, TaskValues>({
    defaultValues: initial,
    resolver: zodResolver(taskInputSchema),
  });
  const errors = formState.errors;
  const themeIds = (watch('themeIds') ?? []).map(Number);
  const list = (values: readonly string[]) =>
    values.map((v) => (
      <option key={v} value={v}>
        {v}
      </option>
    ));

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values).catch(() => undefined);
      })}
    >
      <FormField label="Task *" error={errors.task?.message}>
        <Input {...register('task')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Function *" error={errors.function?.message}>
          <Select {...register('function')}>
            {TASK_FUNCTIONS.map((f) => (
              <option key={f} value={f}>
                {taskFunctionLabels[f]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Frequency *" error={errors.frequency?.message}>
          <Select {...register('frequency')}>{list(TASK_FREQUENCIES)}</Select>
        </FormField>
        <FormField label="Owner *" error={errors.owner?.message}>
          <Select {...register('owner')}>{list(TASK_OWNERS)}</Select>
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-900" {...register('startupCritical')} />
        Startup-critical (essential in a gym’s first year)
      </label>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Priority at each annual revenue tier *</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {REVENUE_TIERS.map((tier) => (
            <FormField key={tier} label={revenueTierLabels[tier]} error={errors.priorities?.[tier]?.message}>
              <Select {...register(`priorities.${tier}`)}>
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {taskPriorityLabels[p]}
                  </option>
                ))}
              </Select>
            </FormField>
          ))}
        </div>
      </fieldset>
      {themes.length ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Themes</legend>
          <div className="flex flex-wrap gap-2">
            {themes.map((t) => (
              <label
                key={t.id}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-900"
                  checked={themeIds.includes(t.id)}
                  onChange={(e) =>
                    setValue('themeIds', e.target.checked ? [...themeIds, t.id] : themeIds.filter((x) => x !== t.id), {
                      shouldDirty: true,
                    })
                  }
                />
                <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: t.colour }} />
                {t.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <FormField
        label="Step-by-step guide"
        hint="Plain text: headings on their own lines (Steps, Why it matters, Measure of success, Pitfalls to avoid), “1.” steps and “- ” bullets"
        error={errors.enhancedText?.message}
      >
        <Textarea rows={12} className="font-mono text-sm" {...register('enhancedText')} />
      </FormField>
      <ErrorNotice error={error} fallback="The task could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
