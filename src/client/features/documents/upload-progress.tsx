/** The upload's progress bar: a real <progress> read out by screen readers, with the percentage. */
export function UploadProgress({ fraction, name }: { fraction: number; name: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const done = percent >= 100;
  return (
    <div className="grid gap-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="truncate font-medium text-slate-800">{name}</span>
        <span className="shrink-0 text-slate-600" aria-hidden="true">
          {done ? 'Checking the file…' : `${percent}%`}
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={`Uploading ${name}`}
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 [&::-moz-progress-bar]:bg-brand-700"
      />
      <p className="sr-only" role="status">
        {done ? 'Upload sent, the server is checking the file' : `Uploading, ${percent} percent`}
      </p>
    </div>
  );
}
