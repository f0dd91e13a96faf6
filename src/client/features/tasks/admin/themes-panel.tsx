import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TaskTheme } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useThemes } from '../api';
import { useDeleteTheme, useSaveTheme } from './api';

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
            <li key={t.id} className="flex flex-wrap items-center gap-2">
              <input
                type="color"
                aria-label={`Colour of ${t.name}`}
                defaultValue={t.colour}
                onBlur={(e) => e.target.value !== t.colour && patch(t, { colour: e.target.value })}
                className="h-9 w-10 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
              />
              <Input
                aria-label={`Name of ${t.name}`}
                defaultValue={t.name}
                className="h-9 min-w-0 flex-1"
                onBlur={(e) =>
                  e.target.value.trim() && e.target.value.trim() !== t.name && patch(t, { name: e.target.value.trim() })
                }
              />
              <span className="text-sm whitespace-nowrap text-slate-600">{t.taskCount} tasks</span>
              <Button size="sm" variant="ghost" aria-label={`Delete theme ${t.name}`} onClick={() => setToDelete(t)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: null, values: { name: name.trim(), colour } },
            {
              onSuccess: () => {
                toast({ title: 'Theme added', description: name.trim() });
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
        <Input
          aria-label="Name of the new theme"
          placeholder="New theme"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="h-9 min-w-0 flex-1"
        />
        <Button type="submit" size="sm" variant="outline" disabled={!name.trim() || save.isPending}>
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
