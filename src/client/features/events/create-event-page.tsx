import { Coffee } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/features/accounts';
import { useMyChapter } from '@/features/chapters';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useCreateChapterEvent } from './api';
import { EventForm, eventFormDefaults } from './event-form';

function NotAPresident() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        <Coffee aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-900">
        Only a chapter president can plan a chapter event
      </h1>
      <p className="mt-3 text-slate-600">
        Each breakfast-club chapter is run by its president, who plans the chapter&apos;s breakfasts here. If your
        chapter needs a meeting, ask your president; if there is no chapter near you yet, start one and become its
        president.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/breakfast-club/my-chapter">Go to my chapter</Link>
        </Button>
        <Button asChild>
          <Link to="/breakfast-club/start-chapter">Start a chapter</Link>
        </Button>
      </div>
    </div>
  );
}

/** /breakfast-club/create-event (spec 001 §3): a president plans their chapter's event; an admin any chapter's. */
export default function CreateEventPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const navigate = useNavigate();
  const mine = useMyChapter();
  const president = mine.data?.role === 'president' && mine.data.chapter ? mine.data.chapter : null;
  const create = useCreateChapterEvent(Boolean(president));

  if (mine.isLoading) return <PageSpinner label="Checking your chapter" />;
  if (!president && !user?.isAdmin) return <NotAPresident />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Breakfast club"
        title={president ? `Plan a ${president.name} event` : 'Plan a chapter event'}
        description={
          president
            ? 'Members of your chapter and every member of the club see it on the events page and can RSVP at once.'
            : 'As an administrator you can plan an event for any chapter.'
        }
      />
      <Card className="mt-8">
        <CardHeader>
          <h2 className="text-lg font-bold text-brand-900">Event details</h2>
        </CardHeader>
        <CardContent>
          <EventForm
            kind={president ? 'president' : 'admin'}
            initial={eventFormDefaults(null, president?.id ?? null)}
            submitLabel="Create event"
            ownGymId={user?.gymId ?? null}
            error={create.error}
            onSubmit={(values) =>
              create.mutateAsync(values).then((event) => {
                toast({ title: 'Event created', description: event.title });
                void navigate(`/events/${event.id}`);
              })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
