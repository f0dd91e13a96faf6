import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  sectionPatchSchema,
  sectionTabsInputSchema,
  TAB_TYPES,
  tabTypeLabels,
  type AdminSection,
  type TabType,
} from '@shared/learning';
import { RichEditor } from '@/components/editor/rich-editor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { uploadModuleImage, useAdminSection, useSaveSection } from './api';
import { MoveButtons } from './move-buttons';
import { ChecklistEditor, flatten, toTree, type FlatItem } from './checklist-editor';

interface TabForm {
  tabType: TabType;
  title: string;
  content: string;
  items: FlatItem[];
}

/** /admin/learning/sections/:id/edit: the section's fields, its tabs (rich text) and their checklists. */
export default function SectionEditorPage() {
  const id = Number(useParams().id);
  const query = useAdminSection(id);
  useDocumentTitle(query.data ? `Edit ${query.data.title}` : 'Edit learning section');
  if (query.isLoading) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-10 text-slate-600">
        Loading the section…
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorNotice error={query.error} fallback="The section could not be loaded." />
        <Link to="/admin/learning" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to learning content
        </Link>
      </div>
    );
  }
  return <SectionEditor key={query.data.id} section={query.data} />;
}

function SectionEditor({ section }: { section: AdminSection }) {
  const save = useSaveSection(section.id);
  const [title, setTitle] = useState(section.title);
  const [slug, setSlug] = useState(section.slug);
  const [minutes, setMinutes] = useState(String(section.estimatedMinutes));
  const [content, setContent] = useState(section.content);
  const [tabs, setTabs] = useState<TabForm[]>(() =>
    section.tabs.map((t) => ({ tabType: t.tabType, title: t.title, content: t.content, items: flatten(t.checklist) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const unused = TAB_TYPES.filter((type) => !tabs.some((t) => t.tabType === type));

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (index: number, patch: Partial<TabForm>) => {
    setDirty(true);
    setTabs((list) => list.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  };
  const moveTab = (index: number, by: -1 | 1) => {
    setDirty(true);
    setTabs((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = { title, slug, estimatedMinutes: Number(minutes), content };
    const tabsInput = {
      tabs: tabs.map((t) => ({ tabType: t.tabType, title: t.title, content: t.content, checklist: toTree(t.items) })),
    };
    const a = sectionPatchSchema.safeParse(fields);
    const b = sectionTabsInputSchema.safeParse(tabsInput);
    const issues = [...(a.error?.issues ?? []), ...(b.error?.issues ?? [])];
    if (issues.length) {
      setErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { section: fields, tabs: tabsInput },
      {
        onSuccess: (saved) => {
          setDirty(false);
          setTabs(
            saved.tabs.map((t) => ({
              tabType: t.tabType,
              title: t.title,
              content: t.content,
              items: flatten(t.checklist),
            })),
          );
          toast({ title: 'Section saved' });
        },
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={`/admin/learning/modules/${section.moduleId}/edit`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {section.moduleTitle}
      </Link>
      <PageHeader className="mt-3" title="Edit learning section" />
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6">
        <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[1fr_1fr_8rem]">
          <FormField label="Title" error={errors.title}>
            <Input value={title} onChange={(e) => (setDirty(true), setTitle(e.target.value))} />
          </FormField>
          <FormField label="Slug" error={errors.slug}>
            <Input value={slug} onChange={(e) => (setDirty(true), setSlug(e.target.value))} />
          </FormField>
          <FormField label="Minutes" error={errors.estimatedMinutes}>
            <Input
              type="number"
              min={1}
              max={600}
              value={minutes}
              onChange={(e) => (setDirty(true), setMinutes(e.target.value))}
            />
          </FormField>
          <div className="sm:col-span-3">
            <span id="section-intro-label" className="text-sm font-semibold text-brand-900">
              Introduction (above the tabs, optional)
            </span>
            <div className="mt-1">
              <RichEditor
                value={content}
                onChange={(html) => (setDirty(true), setContent(html))}
                labelledBy="section-intro-label"
                uploadImage={uploadModuleImage}
                placeholders={false}
                placeholder="A sentence or two that sets up the section…"
                minHeight="min-h-[100px]"
              />
            </div>
          </div>
        </div>

        <section aria-labelledby="tabs-heading" className="grid gap-4">
          <h2 id="tabs-heading" className="text-xl font-bold text-brand-900">
            Tabs
          </h2>
          {errors.tabs ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {errors.tabs}
            </p>
          ) : null}
          {tabs.map((tab, i) => (
            <article key={tab.tabType} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="flex-1 font-bold text-brand-900">{tabTypeLabels[tab.tabType]} tab</h3>
                <MoveButtons what={`the ${tab.tabType} tab`} index={i} count={tabs.length} onMove={moveTab} />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove the ${tab.tabType} tab`}
                  onClick={() => (setDirty(true), setTabs((list) => list.filter((_, j) => j !== i)))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <FormField label={`${tabTypeLabels[tab.tabType]} tab title`}>
                <Input value={tab.title} onChange={(e) => edit(i, { title: e.target.value })} />
              </FormField>
              <div>
                <span id={`tab-${tab.tabType}-label`} className="text-sm font-semibold text-brand-900">
                  {tabTypeLabels[tab.tabType]} content
                </span>
                <div className="mt-1">
                  <RichEditor
                    value={tab.content}
                    onChange={(html) => edit(i, { content: html })}
                    labelledBy={`tab-${tab.tabType}-label`}
                    uploadImage={uploadModuleImage}
                    placeholders={false}
                    placeholder="Write this tab…"
                    minHeight="min-h-[160px]"
                  />
                </div>
              </div>
              <ChecklistEditor
                label={`${tabTypeLabels[tab.tabType]} checklist`}
                items={tab.items}
                onChange={(items) => edit(i, { items })}
              />
            </article>
          ))}
          {unused.length ? (
            <div className="flex flex-wrap gap-2">
              {unused.map((type) => (
                <Button
                  key={type}
                  variant="outline"
                  size="sm"
                  onClick={() => (
                    setDirty(true),
                    setTabs((list) => [...list, { tabType: type, title: tabTypeLabels[type], content: '', items: [] }])
                  )}
                >
                  <Plus aria-hidden="true" /> Add {tabTypeLabels[type].toLowerCase()} tab
                </Button>
              ))}
            </div>
          ) : null}
        </section>
        <div className="sticky bottom-0 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 py-3">
          {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save section'}
          </Button>
        </div>
      </form>
    </div>
  );
}
