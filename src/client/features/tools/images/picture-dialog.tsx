import { useCallback, useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  CARD_ASPECT,
  CARD_MIN_CROP,
  LOGO_MIN_SIDE,
  MAX_UPLOAD_BYTES,
  toolImageMessages as m,
  UPLOAD_IMAGE_TYPES,
  type CropRect,
} from '@shared/tools/images';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { centred, cropRect, fullFrame, maxZoom, previewStyle, type Frame, type Size } from './crop';
import { ImageCropper } from './image-cropper';

export type PictureKind = 'card' | 'logo';

/** What the chosen file is, once the browser has read it. */
export interface Chosen {
  file: File;
  url: string;
  size: Size;
}

/** The preview beside the cropper: what the card or the logo will look like. */
export type PreviewRender = (picture: Chosen, crop: CropRect | null) => ReactNode;

interface PictureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: PictureKind;
  title: string;
  description: ReactNode;
  preview: PreviewRender;
  /** Saves the file with its crop (null: the whole picture fitted, logo only); the page closes the dialog. */
  onSave: (file: File, crop: CropRect | null) => void;
  pending: boolean;
  error: unknown;
}

const accept = UPLOAD_IMAGE_TYPES.join(',');
const minWidth = (kind: PictureKind) => (kind === 'card' ? CARD_MIN_CROP.width : LOGO_MIN_SIDE);
const aspectOf = (kind: PictureKind) => (kind === 'card' ? CARD_ASPECT : 1);

/** Reads a chosen file as a picture, or says why it cannot be one. */
function readPicture(file: File, kind: PictureKind): Promise<Chosen | string> {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return Promise.resolve(m.notAnImage);
  if (file.size > MAX_UPLOAD_BYTES) return Promise.resolve(m.tooLarge);
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => {
      const size = { width: img.naturalWidth, height: img.naturalHeight };
      const fits =
        kind === 'card'
          ? fullFrame(size, CARD_ASPECT).width >= CARD_MIN_CROP.width
          : Math.max(size.width, size.height) >= LOGO_MIN_SIDE;
      if (fits) {
        resolve({ file, url, size });
      } else {
        URL.revokeObjectURL(url);
        resolve(kind === 'card' ? m.cardTooSmall : m.logoTooSmall);
      }
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(m.unreadable);
    };
    img.src = url;
  });
}

/**
 * Pick a file, frame it, see the result, save: the upload dialog of a tool's card picture (16:9)
 * and of the site logo (square, or the whole picture fitted on a transparent square).
 */
export function PictureDialog({ open, onOpenChange, title, description, ...body }: PictureDialogProps) {
  // The body holds the chosen file: it unmounts with the closed dialog, so each opening starts afresh.
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} className="max-w-4xl">
      <PictureDialogBody {...body} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PictureDialogBody({
  kind,
  preview,
  onSave,
  pending,
  error,
  onCancel,
}: Pick<PictureDialogProps, 'kind' | 'preview' | 'onSave' | 'pending' | 'error'> & { onCancel: () => void }) {
  const fileId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fit, setFit] = useState(false);
  const aspect = aspectOf(kind);

  // The object URL of a picture lives as long as the dialog shows it.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readPicture(file, kind);
    if (typeof read === 'string') {
      setProblem(read);
      setChosen(null);
      setFrame(null);
      return;
    }
    setProblem(null);
    setChosen(read);
    setFrame(centred(read.size));
    // A wide or tall logo (a wordmark) is kept whole unless the admin chooses to crop it.
    setFit(kind === 'logo' && Math.abs(read.size.width / read.size.height - 1) > 0.2);
  };
  const onFrame = useCallback((next: Frame) => setFrame(next), []);

  const crop = chosen && frame && !fit ? cropRect(chosen.size, aspect, frame) : null;
  const zoomLimit = chosen ? maxZoom(chosen.size, aspect, minWidth(kind)) : 1;

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-slate-800">
          {chosen ? 'Choose another picture' : 'Choose a picture'}
        </label>
        <input
          id={fileId}
          type="file"
          accept={accept}
          onChange={(e) => void onFile(e)}
          aria-describedby={`${fileId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-4 file:font-semibold file:text-brand-900 hover:file:bg-brand-50"
        />
        <p id={`${fileId}-hint`} className="text-xs text-slate-600">
          JPEG, PNG, WebP or GIF, up to 10 MB.{' '}
          {kind === 'card'
            ? `Saved as an 800 × 450 picture; choose one at least ${CARD_MIN_CROP.width} × ${CARD_MIN_CROP.height} pixels.`
            : `Saved square, up to 512 pixels a side; transparent backgrounds stay transparent.`}
        </p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>

      {chosen && frame ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-3">
            {kind === 'logo' ? (
              <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
                <legend className="sr-only">How the logo is cut</legend>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${fileId}-fit`}
                    checked={!fit}
                    onChange={() => setFit(false)}
                    className="size-4 accent-brand-900"
                  />
                  Crop a square
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${fileId}-fit`}
                    checked={fit}
                    onChange={() => setFit(true)}
                    className="size-4 accent-brand-900"
                  />
                  Keep the whole picture
                </label>
              </fieldset>
            ) : null}
            {fit ? (
              <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
                The whole picture is kept and centred on a transparent square.
              </p>
            ) : (
              <ImageCropper
                src={chosen.url}
                size={chosen.size}
                aspect={aspect}
                frame={frame}
                maxZoom={zoomLimit}
                onChange={onFrame}
              />
            )}
          </div>
          <section aria-label="Preview" className="grid content-start gap-2">
            <h3 className="text-sm font-semibold text-slate-800">Preview</h3>
            {preview(chosen, crop)}
          </section>
        </div>
      ) : null}

      <ErrorNotice error={error} fallback="The picture could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!chosen || pending} onClick={() => chosen && onSave(chosen.file, crop)}>
          {pending ? 'Saving…' : 'Save picture'}
        </Button>
      </div>
    </div>
  );
}

/** The chosen picture as the crop will cut it, filling a box of the crop's shape. */
export function CroppedPicture({ picture, crop }: { picture: Chosen; crop: CropRect | null }) {
  if (!crop) return <img src={picture.url} alt="" className="absolute inset-0 size-full object-contain" />;
  return <img src={picture.url} alt="" className="absolute max-w-none" style={previewStyle(picture.size, crop)} />;
}
