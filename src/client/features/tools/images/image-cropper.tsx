import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { atPosition, cropRect, position, settle, type Frame, type Size } from './crop';

interface ImageCropperProps {
  src: string;
  size: Size;
  /** Width ÷ height of the frame: 16/9 for a card, 1 for the logo. */
  aspect: number;
  frame: Frame;
  maxZoom: number;
  onChange: (frame: Frame) => void;
}

const ZOOM_STEP = 1.15;
const sliderClasses = 'h-2 w-full cursor-pointer accent-brand-900 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The whole picture with the crop frame over it. The frame moves by dragging (mouse, pen or one
 * finger), zooms with the wheel or two fingers, and does both from the keyboard: arrows move it
 * (Shift for larger steps), + and − zoom. The sliders below do the same for anyone.
 */
export function ImageCropper({ src, size, aspect, frame, maxZoom, onChange }: ImageCropperProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const zoomId = useId();
  // The latest frame, so moves that arrive between renders build on each other.
  const current = useRef(frame);
  current.current = frame;
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const apply = (next: Frame) => {
    const settled = settle(size, aspect, next, maxZoom);
    current.current = settled;
    onChange(settled);
  };
  const zoomBy = (factor: number) => apply({ ...current.current, zoom: current.current.zoom * factor });
  /** Picture pixels per screen pixel. */
  const scale = () => size.width / (boxRef.current?.getBoundingClientRect().width || size.width);

  // The wheel zooms the frame instead of scrolling the dialog (a passive React listener could not stop it).
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const next = { ...current.current, zoom: current.current.zoom * Math.exp(-event.deltaY * 0.0015) };
      const settled = settle(size, aspect, next, maxZoom);
      current.current = settled;
      onChange(settled);
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [size, aspect, maxZoom, onChange]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (others.length === 0) {
      const k = scale();
      apply({
        ...current.current,
        cx: current.current.cx + (event.clientX - before.x) * k,
        cy: current.current.cy + (event.clientY - before.y) * k,
      });
    } else {
      // Two fingers: spreading them zooms in, as on a phone's photos.
      const other = others[0]![1];
      const was = Math.hypot(before.x - other.x, before.y - other.y);
      const now = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      if (was > 0) zoomBy(now / was);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const crop = cropRect(size, aspect, current.current);
    const step = (event.shiftKey ? 0.25 : 0.05) * crop.width;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      apply({ ...current.current, cx: current.current.cx + move[0], cy: current.current.cy + move[1] });
    } else if (event.key === '+' || event.key === '=') {
      zoomBy(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '_') {
      zoomBy(1 / ZOOM_STEP);
    } else {
      return;
    }
    event.preventDefault();
  };

  const crop = cropRect(size, aspect, frame);
  const px = position(size, aspect, frame, 'x');
  const py = position(size, aspect, frame, 'y');
  const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

  return (
    <div className="grid gap-4">
      {/* A checkerboard shows where the picture is transparent. */}
      <div className="flex justify-center rounded-xl bg-slate-100 p-2">
        <div
          ref={boxRef}
          className="relative inline-block max-w-full cursor-move touch-none overflow-hidden rounded-md select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <img
            src={src}
            alt=""
            draggable={false}
            className="block max-h-64 max-w-full bg-[repeating-conic-gradient(#e2e8f0_0_25%,#ffffff_0_50%)] bg-[length:16px_16px] sm:max-h-72"
          />
          <div
            role="group"
            aria-roledescription="crop frame"
            aria-label={`Crop frame, ${crop.width} × ${crop.height} pixels`}
            aria-describedby={helpId}
            tabIndex={0}
            onKeyDown={onKeyDown}
            data-crop-frame=""
            className="absolute border-2 border-white outline-offset-0 focus-visible:outline-4 focus-visible:outline-accent-400"
            style={{
              left: pct(crop.x, size.width),
              top: pct(crop.y, size.height),
              width: pct(crop.width, size.width),
              height: pct(crop.height, size.height),
              boxShadow: '0 0 0 9999px rgb(10 28 51 / 0.6)',
            }}
          >
            <div aria-hidden="true" className="absolute inset-y-0 left-1/3 w-px bg-white/50" />
            <div aria-hidden="true" className="absolute inset-y-0 left-2/3 w-px bg-white/50" />
            <div aria-hidden="true" className="absolute inset-x-0 top-1/3 h-px bg-white/50" />
            <div aria-hidden="true" className="absolute inset-x-0 top-2/3 h-px bg-white/50" />
          </div>
        </div>
      </div>
      <p id={helpId} className="text-xs text-slate-600">
        Drag the frame or use the arrow keys to move it (Shift moves further); zoom with the wheel, two fingers, the +
        and − keys or the slider. Kept: {crop.width} × {crop.height} pixels of {size.width} × {size.height}.
      </p>

      <div className="grid gap-3">
        <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Zoom out"
            disabled={frame.zoom <= 1}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <div className="grid gap-1">
            <label htmlFor={zoomId} className="text-sm font-semibold text-slate-800">
              Zoom
            </label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={maxZoom}
              step={0.01}
              value={frame.zoom}
              disabled={maxZoom <= 1}
              aria-valuetext={`${Math.round(frame.zoom * 100)}%`}
              onChange={(e) => apply({ ...current.current, zoom: Number(e.target.value) })}
              className={sliderClasses}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Zoom in"
            disabled={frame.zoom >= maxZoom}
            onClick={() => zoomBy(ZOOM_STEP)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <PositionSlider
            label="Left to right"
            fills="Fills the width"
            value={px}
            onChange={(percent) => apply(atPosition(size, aspect, current.current, 'x', percent))}
          />
          <PositionSlider
            label="Top to bottom"
            fills="Fills the height"
            value={py}
            onChange={(percent) => apply(atPosition(size, aspect, current.current, 'y', percent))}
          />
        </div>
      </div>
    </div>
  );
}

/** Where the frame sits along one side, 0–100%; off (`value` null) when the frame fills that side. */
function PositionSlider({
  label,
  fills,
  value,
  onChange,
}: {
  label: string;
  fills: string;
  value: number | null;
  onChange: (percent: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={0.5}
        value={value ?? 50}
        disabled={value === null}
        aria-valuetext={value === null ? fills : `${Math.round(value)}%`}
        onChange={(e) => onChange(Number(e.target.value))}
        className={sliderClasses}
      />
    </div>
  );
}
