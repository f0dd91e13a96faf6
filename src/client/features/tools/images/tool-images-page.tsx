import { ImageUp, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { TOOL_GROUPS } from '@shared/tools/catalog';
import type { AdminToolImageJson } from '@shared/tools/images';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { CardPicture, ToolCardView } from '../hub';
import { useAdminToolImages, useResetToolImage, useSaveToolImage } from './api';
import { formatBytes, formatDate } from './format';
import { CroppedPicture, PictureDialog } from './picture-dialog';
import { SiteLogoPanel } from './site-logo-panel';

const groupTitle = (key: string) => TOOL_GROUPS.find((g) => g.key === key)?.title ?? key;

/** The search sent to the server once typing pauses. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ToolRow({
  tool,
  onUpload,
  onReset,
}: {
  tool: AdminToolImageJson;
  onUpload: (tool: AdminToolImageJson) => void;
  onReset: (tool: AdminToolImageJson) => void;
}) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      data-tool={tool.slug}
      className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center sm:p-4"
    >
      <div className="aspect-video overflow-hidden rounded-lg bg-brand-900">
        <img src={tool.imageUrl} alt="" width={800} height={450} loading="lazy" className="size-full object-cover" />
      </div>
      <div className="min-w-0">
        <h3 id={titleId} className="font-bold text-brand-900">
          {tool.title}
        </h3>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{tool.description}</p>
        <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{groupTitle(tool.group)}</span>
          {tool.onHub ? null : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">Not on the Tools page yet</span>
          )}
        </p>
        <p className="mt-1.5 text-xs text-slate-600">
          {tool.image
            ? `Uploaded picture, ${formatBytes(tool.image.bytes)}, ${formatDate(tool.image.updatedAt)}`
            : `Default ${groupTitle(tool.group).toLowerCase()} illustration`}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
        <Button size="sm" variant="outline" onClick={() => onUpload(tool)}>
          <ImageUp aria-hidden="true" /> {tool.image ? 'Replace image' : 'Upload image'}
          <span className="sr-only"> for {tool.title}</span>
        </Button>
        {tool.image ? (
          <Button size="sm" variant="ghost" onClick={() => onReset(tool)}>
            <RotateCcw aria-hidden="true" /> Use default
            <span className="sr-only"> for {tool.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/tool-images: each tool's card picture (upload, crop, replace, back to the default) and the site logo. */
export default function ToolImagesPage({ path }: PageProps) {
  useRouteTitle(path);
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const list = useAdminToolImages(q);
  const save = useSaveToolImage();
  const reset = useResetToolImage();
  const [uploading, setUploading] = useState<AdminToolImageJson | null>(null);
  const [resetting, setResetting] = useState<AdminToolImageJson | null>(null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        eyebrow={
          <Link to="/admin" className="hover:underline">
            Admin
          </Link>
        }
        title="Tool images"
        description={
          <>
            Each business tool shows a picture on its card on the{' '}
            <Link to="/tools" className="font-medium text-brand-800 underline">
              Tools page
            </Link>
            . Upload your own and frame it, or keep the illustration of the tool&rsquo;s group. Pictures are saved at
            800 × 450 pixels.
          </>
        }
      />

      <div className="mt-8">
        <SiteLogoPanel />
      </div>

      <section aria-labelledby="tool-cards-title" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="tool-cards-title" className="text-xl font-bold text-brand-900">
              Tool cards
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Every tool of the platform, including those whose screen is not on the Tools page yet.
            </p>
          </div>
          <SearchBox
            label="Search tools"
            className="w-full sm:max-w-xs"
            placeholder="Search tools"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>

        <div className="mt-5">
          <QueryState
            query={list}
            loadingLabel="Loading the tools"
            loading={
              <div className="grid gap-3">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-28 rounded-2xl" />
                ))}
              </div>
            }
            errorFallback="The tools could not be loaded. Please try again."
            isEmpty={(tools) => tools.length === 0}
            empty={
              <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
                {q.trim() ? `No tool matches “${q.trim()}”.` : 'No tools yet.'}
              </p>
            }
          >
            {(tools) => (
              <>
                <p className="sr-only" role="status">
                  {q.trim() ? `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'} found` : ''}
                </p>
                <ul className="grid gap-3" aria-label="Tools">
                  {tools.map((tool) => (
                    <ToolRow
                      key={tool.slug}
                      tool={tool}
                      onUpload={(t) => {
                        save.reset();
                        setUploading(t);
                      }}
                      onReset={(t) => {
                        reset.reset();
                        setResetting(t);
                      }}
                    />
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        </div>
      </section>

      <PictureDialog
        open={uploading !== null}
        onOpenChange={(open) => (open ? undefined : setUploading(null))}
        kind="card"
        title={uploading ? `${uploading.image ? 'Replace the' : 'Upload a'} picture for ${uploading.title}` : ''}
        description="Frame the part of your picture the card shows (16:9). The preview is the card on the Tools page."
        preview={(picture, crop) =>
          uploading ? (
            <div className="max-w-sm">
              <ToolCardView
                title={uploading.title}
                description={uploading.description}
                picture={<CroppedPicture picture={picture} crop={crop} />}
              />
            </div>
          ) : null
        }
        pending={save.isPending}
        error={save.error}
        onSave={(file, crop) =>
          uploading &&
          save.mutate(
            { slug: uploading.slug, file, crop },
            {
              onSuccess: () => {
                toast({ title: 'Picture saved', description: `${uploading.title} shows its new picture.` });
                setUploading(null);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        title={resetting ? `Use the default picture for ${resetting.title}?` : ''}
        description={
          resetting ? (
            <span className="grid gap-3">
              <span>
                The card shows the {groupTitle(resetting.group).toLowerCase()} illustration again, and the uploaded
                picture is deleted.
              </span>
              <span className="block aspect-video w-48 overflow-hidden rounded-lg">
                <CardPicture src={resetting.defaultImageUrl} />
              </span>
            </span>
          ) : null
        }
        confirmLabel="Use default"
        variant="destructive"
        pending={reset.isPending}
        error={reset.error}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.slug, {
            onSuccess: () => {
              toast({
                title: 'Default picture back',
                description: `${resetting.title} shows its group's illustration.`,
              });
              setResetting(null);
            },
          })
        }
      />
    </div>
  );
}
