import { ImageUp, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LogoMark } from '@/components/ui/logo';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { BRAND_NAME } from '@/lib/site-config';
import { useRemoveSiteLogo, useSaveSiteLogo, useSiteLogo } from './api';
import { CroppedPicture, PictureDialog, type PreviewRender } from './picture-dialog';
import { formatBytes, formatDate } from './format';

/** The logo where the site shows it: the header (white) and the footer (navy, on a white tile). */
function LogoPlaces({ logo }: { logo: ReactNode }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-4 py-3">
        <span className="relative size-10 shrink-0 overflow-hidden rounded-lg">{logo}</span>
        <span className="text-lg font-extrabold tracking-tight text-brand-900">{BRAND_NAME}</span>
      </div>
      <div className="flex items-center gap-2.5 rounded-xl bg-brand-950 px-4 py-3">
        <span className="relative size-9 shrink-0 overflow-hidden rounded-lg bg-white p-0.5">
          <span className="relative block size-full overflow-hidden">{logo}</span>
        </span>
        <span className="text-lg font-extrabold tracking-tight text-white">{BRAND_NAME}</span>
      </div>
    </div>
  );
}

const preview: PreviewRender = (picture, crop) => (
  <LogoPlaces logo={<CroppedPicture picture={picture} crop={crop} />} />
);

/** The site logo: upload (cropped square or fitted whole), replace, remove (back to the drawn mark). */
export function SiteLogoPanel() {
  const logo = useSiteLogo();
  const save = useSaveSiteLogo();
  const remove = useRemoveSiteLogo();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const current = logo.data?.logo ?? null;

  return (
    <section
      aria-labelledby="site-logo-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-start">
        <div>
          <h2 id="site-logo-title" className="text-xl font-bold text-brand-900">
            Site logo
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Shown in the header, the footer and the sign-in pages of every screen. Without one, the site shows its drawn
            sunrise mark.
          </p>
          <div className="mt-4">
            <QueryState
              query={logo}
              loadingLabel="Loading the logo"
              loading={<Skeleton className="h-5 w-56" />}
              errorFallback="The logo could not be loaded. Please try again."
            >
              {() => (
                <p className="text-sm text-slate-700" data-testid="logo-status">
                  {current
                    ? `Uploaded logo, ${current.width} × ${current.height} pixels, ${formatBytes(current.bytes)}, ${formatDate(current.updatedAt)}.`
                    : 'No logo uploaded: the drawn mark shows.'}
                </p>
              )}
            </QueryState>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              onClick={() => {
                save.reset();
                setUploading(true);
              }}
              disabled={logo.isLoading || logo.isError}
            >
              <ImageUp aria-hidden="true" /> {current ? 'Replace logo' : 'Upload logo'}
            </Button>
            {current ? (
              <Button
                variant="outline"
                onClick={() => {
                  remove.reset();
                  setRemoving(true);
                }}
              >
                <Trash2 aria-hidden="true" /> Remove logo
              </Button>
            ) : null}
          </div>
        </div>
        <LogoPlaces
          logo={
            current ? (
              <img src={current.url} alt="" className="size-full object-contain" />
            ) : (
              <LogoMark className="size-full" />
            )
          }
        />
      </div>

      <PictureDialog
        open={uploading}
        onOpenChange={setUploading}
        kind="logo"
        title={current ? 'Replace the site logo' : 'Upload a site logo'}
        description="Crop a square from your picture, or keep it whole. The preview shows the header and the footer."
        preview={preview}
        pending={save.isPending}
        error={save.error}
        onSave={(file, crop) =>
          save.mutate(
            { file, crop },
            {
              onSuccess: () => {
                setUploading(false);
                toast({ title: 'Logo saved', description: 'Every page shows the new logo.' });
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the site logo?"
        description="The header, the footer and the sign-in pages show the drawn sunrise mark again. The uploaded logo is deleted."
        confirmLabel="Remove logo"
        variant="destructive"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              toast({ title: 'Logo removed', description: 'The drawn mark shows again.' });
            },
          })
        }
      />
    </section>
  );
}
