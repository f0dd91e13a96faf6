import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { imageUrl } from '@shared/articles-content';
import type { ImageUpload } from './rich-editor';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

/** The cover: uploaded (resized on the server) and kept as its stored image path. */
export function CoverField({
  value,
  onChange,
  uploadImage,
}: {
  value: string;
  onChange: (path: string) => void;
  uploadImage: ImageUpload;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const src = imageUrl(value);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange((await uploadImage(file)).path);
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <span className="text-sm font-semibold text-brand-900">Cover image</span>
      <div className="mt-1 flex flex-wrap items-start gap-4">
        {src ? (
          <img
            src={src}
            alt="Cover preview"
            className="aspect-[1200/630] w-64 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex aspect-[1200/630] w-64 items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600">
            No cover
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Button variant="outline" size="sm" disabled={busy} onClick={() => fileRef.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {busy ? 'Uploading...' : 'Upload cover'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <X aria-hidden="true" />
              Remove cover
            </Button>
          ) : null}
          <p className="max-w-56 text-xs text-slate-600">
            JPEG, PNG, WebP or GIF; resized to 1600 px wide. 1200×630 suits share previews.
          </p>
        </div>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="hidden"
        aria-label="Cover image file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
