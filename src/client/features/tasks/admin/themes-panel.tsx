import { Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import type { TaskTheme } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useThemes } from '../api';
import { useDeleteTheme, useSaveTheme } from './api';

/**
 * A theme's name, shown whole however long (up to 100 characters): a box that wraps and grows
 * with its text rather than a one-line field that cuts it. It stays one line of text: Enter
 * commits (`onEnter`) and a pasted line break becomes a space.
 */
function ThemeNameBox({
  onEnter,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'rows'> & { onEnter: (box: HTMLTextAreaElement) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter(event.currentTarget);
  };
  return (
    <Textarea
      rows={1}
      maxLength={100}
      onKeyDown={onKeyDown}
      className={cn('min-h-9 resize-none py-1.5 leading-snug field-sizing-content', className)}
      {...props}
    />
  );
}

/** A name as one line: line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The themes with their colours: rename, recolour, add and delete (the tasks stay). */
export function ThemesPanel() {
  const themes = useThemes();
  const save = useSaveTheme();
  const remove = useDeleteTheme();
  const [toDelete, setToDelete] = useState<TaskTheme | null>(null);
  const [name, setName] = useState('');
  const [colour, setColour] = useState('#2563eb');

  const patch = (theme: TaskTheme, values: { name?: string; colour?: string }) =>
    save.mutate(
      { id: theme.id, values },
      {
        onSuccess: () => toast({ title: 'Theme saved', description: values.name ?? theme.name }),
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <section aria-labelledby="themes-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="themes-heading" className="text-xl font-bold text-brand-900">
        Themes
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Themes group tasks across functions. Analyse themes sorts the whole library into them.
      </p>
      {themes.isError ? (
        <div className="mt-4">
          <ErrorNotice error={themes.error} fallback="The themes could not be loaded." />
        </div>
      ) : (
        <ul className="mt-4 grid gap-2">
          {(themes.data ?? []).map((t) => (
            <li key={t.id} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-0.5">
              <input
                type="color"
                aria-label={`Colour of ${t.name}`}
                defaultValue={t.colour}
                onBlur={(e) => e.target.value !== t.colour && patch(t, { colour: e.target.value })}
                className="h-9 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
              />
              <ThemeNameBox
                aria-label={`Name of ${t.name}`}
                defaultValue={t.name}
                onEnter={(box) => box.blur()}
                onBlur={(e) => {
                  const next = oneLine(e.target.value);
                  if (next && next !== t.name) patch(t, { name: next });
                }}
              />
              <Button size="sm" variant="ghost" aria-label={`Delete theme ${t.name}`} onClick={() => setToDelete(t)}>
                <Trash2 aria-hidden="true" />
              </Button>
              <span className="col-start-2 px-1 text-xs text-slate-600">
                {t.taskCount} {t.taskCount === 1 ? 'task' : 'tasks'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-start gap-2 border-t border-slate-200 pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!oneLine(name)) return;
          save.mutate(
            { id: null, values: { name: oneLine(name), colour } },
            {
              onSuccess: () => {
                toast({ title: 'Theme added', description: oneLine(name) });
                setName('');
              },
              onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
            },
          );
        }}
      >
        <input
          type="color"
          aria-label="Colour of the new theme"
          value={colour}
          onChange={(e) => setColour(e.target.value)}
          className="h-9 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        />
        <ThemeNameBox
          aria-label="Name of the new theme"
          placeholder="New theme"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onEnter={(box) => (oneLine(name) ? box.form?.requestSubmit() : undefined)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="col-start-2 justify-self-start"
          disabled={!oneLine(name) || save.isPending}
        >
          <Plus aria-hidden="true" /> Add theme
        </Button>
      </form>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(t) => `Delete the theme “${t.name}”?`}
        description="Its tasks stay in the library; they only lose this theme."
        confirmLabel="Delete theme"
        remove={remove}
        deleted={(t) => ({ title: 'Theme deleted', description: t.name })}
      />
    </section>
  );
}
