import { eventMessages, type EventDetail, type RsvpMode } from '@shared/events';
import { CircleCheck, LogIn, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { useAuth } from '@/features/accounts';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCancelRsvp, useRsvp } from './api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { seatsText } from './format';

const modeLabel: Record<RsvpMode, string> = { 'in-person': 'In person', zoom: 'On Zoom' };

/** The Zoom link and password, shown when the API hands them out (a zoom RSVP, the president, an admin). */
export function ZoomDetails({ link, password }: { link: string; password?: string | null }) {
  return (
    <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="flex items-center gap-2 font-semibold">
        <Video aria-hidden="true" className="size-4" />
        Join on Zoom
      </p>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 block font-medium break-words text-sky-900 underline underline-offset-2"
      >
        {link}
      </a>
      {password ? (
        <p className="mt-1">
          Password: <span className="font-mono font-semibold">{password}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A 409 is the one refusal a member can act on (choose Zoom, or another event): shown as the server says it. */
function RsvpError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 409) {
    return (
      <Notice tone="warning" role="alert" title={eventMessages.full}>
        Every seat in the room is taken.
      </Notice>
    );
  }
  return <ErrorNotice error={error} fallback="Your RSVP could not be saved. Please try again." />;
}

/** Spec 001 §3: the RSVP control of /events/:id for a member; a sign-in prompt for a visitor. */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const { user } = useAuth();
  const rsvp = useRsvp(event.id);
  const cancel = useCancelRsvp();
  const going = event.myRsvp?.status === 'going' ? event.myRsvp : null;
  const [choice, setChoice] = useState<RsvpMode>(event.spotsLeft > 0 || !event.hasZoom ? 'in-person' : 'zoom');
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    const back = `/auth?redirect=${encodeURIComponent(`/events/${event.id}`)}`;
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">Sign in to save your seat or join on Zoom. It takes a few seconds.</p>
        <Button asChild>
          <Link to={back}>
            <LogIn aria-hidden="true" />
            Sign in to RSVP
          </Link>
        </Button>
        <p className="text-sm text-slate-600">
          New here?{' '}
          <Link
            to={`${back}&mode=register`}
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            Create a free account
          </Link>
        </p>
      </div>
    );
  }

  if (going) {
    const other: RsvpMode = going.mode === 'zoom' ? 'in-person' : 'zoom';
    const canSwitch = other === 'zoom' ? event.hasZoom : event.spotsLeft > 0;
    return (
      <div className="grid gap-3">
        <Notice tone="success" role="status" title="You're going">
          {going.mode === 'zoom' ? 'You will join on Zoom.' : 'Your seat in the room is saved.'}
        </Notice>
        {event.zoomLink && going.mode === 'zoom' ? (
          <ZoomDetails link={event.zoomLink} password={event.zoomPassword} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canSwitch ? (
            <Button variant="outline" size="sm" disabled={rsvp.isPending} onClick={() => rsvp.mutate(other)}>
              {other === 'zoom' ? <Video aria-hidden="true" /> : <Users aria-hidden="true" />}
              {other === 'zoom' ? 'Switch to Zoom' : 'Switch to in person'}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Cancel my RSVP
          </Button>
        </div>
        {rsvp.error ? <RsvpError error={rsvp.error} /> : null}
        <ErrorNotice error={cancel.error} fallback="Your RSVP could not be cancelled. Please try again." />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancel your RSVP?"
          description={
            going.mode === 'in-person'
              ? 'Your seat goes back to the other members. You can RSVP again while seats are left.'
              : 'You will no longer get the Zoom details for this event.'
          }
          confirmLabel="Cancel RSVP"
          variant="destructive"
          cancelLabel="Keep it"
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(event.id, { onSuccess: () => setConfirming(false) })}
        />
      </div>
    );
  }

  if (event.spotsLeft <= 0 && !event.hasZoom) {
    return (
      <Notice tone="warning" title={eventMessages.full}>
        Every seat is taken. Keep an eye on the other events, or ask the host about a waiting list.
      </Notice>
    );
  }

  const modes: { mode: RsvpMode; label: string; detail: string; disabled: boolean }[] = [
    {
      mode: 'in-person',
      label: modeLabel['in-person'],
      detail: seatsText({ spotsLeft: event.spotsLeft, hasZoom: false }),
      disabled: event.spotsLeft <= 0,
    },
  ];
  if (event.hasZoom) modes.push({ mode: 'zoom', label: modeLabel.zoom, detail: 'Unlimited places', disabled: false });

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        rsvp.mutate(choice);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">How will you attend?</legend>
        {modes.map(({ mode, label, detail, disabled }) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-accent-500',
              choice === mode ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-300',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="rsvp-mode"
              value={mode}
              checked={choice === mode}
              disabled={disabled}
              onChange={() => setChoice(mode)}
              className="size-4 accent-brand-800"
            />
            <span className="grid">
              <span className="font-semibold text-brand-900">{label}</span>
              <span className="text-xs text-slate-600">{detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={rsvp.isPending || (choice === 'in-person' && event.spotsLeft <= 0)}>
        <CircleCheck aria-hidden="true" />
        {rsvp.isPending ? 'Saving...' : "I'll be there"}
      </Button>
      {rsvp.error ? <RsvpError error={rsvp.error} /> : null}
    </form>
  );
}
