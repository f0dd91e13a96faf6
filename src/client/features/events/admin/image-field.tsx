import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { EventImage } from '../event-image';
import { useEventImage } from './api';

/** The event's picture: upload (sent as it is, resized by the server), preview, remove. */
export function ImageField({ eventId, title, imageUrl }: { eventId: number; title: string; imageUrl: string | null }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const image = useEventImage(eventId);
  return (
    <section aria-labelledby="event-image-heading" className="grid gap-2">
      <h3 id="event-image-heading" className="text-sm font-semibold text-brand-900">
        Picture
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <div className="w-56 overflow-hidden rounded-lg border border-slate-200">
          {/* A new upload gets a new address from the server, so the preview never shows a cached old picture. */}
          <EventImage title={title} imageUrl={imageUrl} />
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="outline" size="sm" disabled={image.isPending} onClick={() => fileRef.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {image.isPending ? 'Uploading...' : imageUrl ? 'Replace picture' : 'Upload picture'}
          </Button>
          {imageUrl ? (
            <Button variant="ghost" size="sm" disabled={image.isPending} onClick={() => image.mutate(null)}>
              <X aria-hidden="true" />
              Remove picture
            </Button>
          ) : null}
          <p className="max-w-56 text-xs text-slate-600">
            JPEG, PNG, WebP or GIF. Without one, a drawn picture for the kind of event shows.
          </p>
        </div>
      </div>
      <ErrorNotice error={image.error} fallback="The picture could not be saved. Please try again." />
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="hidden"
        aria-label="Event picture file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) image.mutate(file);
          e.target.value = '';
        }}
      />
    </section>
  );
}
