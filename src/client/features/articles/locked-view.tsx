import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const LOCKED_TITLE = 'Keep reading with a free membership';
export const LOCKED_TEXT = "You've already read your free article today. Members read every article, every day.";

/** Shown in place of the body when the daily limit is reached (spec 000 §2). */
export function LockedView({ excerpt, onUpgrade }: { excerpt: string | null; onUpgrade: () => void }) {
  return (
    <div data-testid="article-locked">
      {excerpt ? <p className="text-lg leading-relaxed text-slate-700">{excerpt}</p> : null}
      <div className="relative mt-6 overflow-hidden rounded-2xl border border-accent-200 bg-accent-50 p-6 text-center sm:p-8">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-800">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-brand-900">{LOCKED_TITLE}</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{LOCKED_TEXT}</p>
        <Button className="mt-5" variant="primary" onClick={onUpgrade}>
          See membership benefits
        </Button>
      </div>
    </div>
  );
}
