import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec §2: 'Something went wrong', the error's message, and 'Reload Page'. */
export function ErrorScreen({ error }: { error: Error | null }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-red-100 bg-white p-8 text-center shadow-card">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Something went wrong</h1>
        <p className="mt-3 break-words text-slate-600">{error?.message || 'An unexpected error occurred'}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload Page
        </Button>
      </div>
    </div>
  );
}
