import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

interface NotFoundProps {
  /** What is missing, e.g. 'Event not found'; unknown paths say '404 Page Not Found' (spec §2). */
  title?: string;
  message?: string;
  /** Where to go on from, e.g. the list the missing thing belonged to. */
  back?: { to: string; label: string };
}

/** Unknown paths (spec §2), and a thing of the site that is not there (an event, a budget). */
export function NotFoundPage({
  title = '404 Page Not Found',
  message = 'The page you are looking for has moved or never existed. Check the address, or head back to the club.',
  back = { to: '/', label: 'Go to the home page' },
}: NotFoundProps) {
  useDocumentTitle(title === '404 Page Not Found' ? 'Page not found' : title);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-900" aria-hidden="true">
          4<span className="text-accent-700">0</span>4
        </p>
        <span aria-hidden="true" className="mx-auto mt-3 block h-1.5 w-16 rounded-full bg-accent-400" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <Button asChild className="mt-8">
          <Link to={back.to}>
            <House aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      </div>
    </div>
  );
}
