import { chapterEventInputSchema, eventInputSchema, type ChapterEventValues, type EventValues } from '@shared/events';
import { DEFAULT_EVENT_TIME_ZONE, EVENT_TIME_ZONES, zoneForRegion } from '@shared/time-zones';
import { useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver } from '@/lib/schema-resolver';
import { useChapters } from '@/features/chapters';
import { useGyms } from '@/features/gyms';
import { fromLocalInput, toLocalInput } from './format';
import { readerZone } from '@/lib/reader-zone';

/** What the form holds: text as typed; the date as the datetime-local value. */
export interface EventFormValues {
  gymId: number | null;
  chapterId: string;
  title: string;
  description: string;
  location: string;
  date: string;
  /** The venue's IANA zone: the date is read on its clock. */
  timeZone: string;
  capacity: string;
  zoomLink: string;
  zoomPassword: string;
}

/**
 * What the form hands over: the shared schema's output (date as an ISO instant, zoom link
 * normalized). A president's event has no chapter field (it is bound to theirs); an admin's has.
 */
export type EventFormOutput = ChapterEventValues & { chapterId?: EventValues['chapterId'] };

export interface EventFormSource {
  gymId: number;
  chapterId: number | null;
  title: string;
  description: string;
  location: string;
  date: string;
  timeZone: string;
  capacity: number;
  zoomLink?: string | null;
  zoomPassword?: string | null;
}

export function eventFormDefaults(event?: EventFormSource | null, chapterId?: number | null): EventFormValues {
  return {
    gymId: event?.gymId ?? null,
    chapterId: String(event?.chapterId ?? chapterId ?? ''),
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    date: event ? toLocalInput(event.date, event.timeZone) : '',
    // A new event starts in the zone of the person planning it, until a host gym says otherwise.
    timeZone: event?.timeZone ?? plannerZone(),
    capacity: event ? String(event.capacity) : '',
    zoomLink: event?.zoomLink ?? '',
    zoomPassword: event?.zoomPassword ?? '',
  };
}

/** The planner's own zone where the form offers it, else the club's default. */
function plannerZone(): string {
  const own = readerZone();
  return EVENT_TIME_ZONES.some((z) => z.zone === own) ? own : DEFAULT_EVENT_TIME_ZONE;
}

/**
 * The shared schema checks the form (the spec's messages, word for word); the datetime-local
 * value is read on the venue's clock first, so the instant is the one meant where the event is.
 */
function resolverFor(kind: 'admin' | 'president'): Resolver<EventFormValues, unknown, EventFormOutput> {
  const toInput = (values: EventFormValues) => ({
    ...values,
    gymId: values.gymId ?? (kind === 'admin' ? null : undefined),
    chapterId: values.chapterId || null,
    date: fromLocalInput(values.date, values.timeZone),
  });
  return kind === 'admin'
    ? schemaResolver(eventInputSchema, toInput)
    : schemaResolver(chapterEventInputSchema, toInput);
}

interface EventFormProps {
  /** 'admin': any gym and chapter; 'president': bound to their chapter, the gym defaults to their own. */
  kind: 'admin' | 'president';
  initial: EventFormValues;
  submitLabel: string;
  onSubmit: (values: EventFormOutput) => Promise<unknown>;
  error?: unknown;
  onCancel?: () => void;
  /** A president's own gym: the host when the gym field is left empty. */
  ownGymId?: number | null;
}

/** Spec 001 §5 Event: the one event form of /admin/events and /breakfast-club/create-event. */
export function EventForm({ kind, initial, submitLabel, onSubmit, error, onCancel, ownGymId = null }: EventFormProps) {
  const gyms = useGyms();
  const chapters = useChapters();
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    defaultValues: initial,
    resolver: resolverFor(kind),
  });
  const { register, control, handleSubmit, formState, setValue, getFieldState } = form;
  const gym = useController({ control, name: 'gymId' });
  const zoneValue = useWatch({ control, name: 'timeZone' });
  const errors = formState.errors;
  // The host gym's state or province decides the zone until the person picks one themselves.
  const hostGym = (gyms.data ?? []).find((g) => g.id === (gym.field.value ?? ownGymId));
  const hostZone = hostGym ? zoneForRegion(hostGym.state) : null;
  useEffect(() => {
    if (hostZone && !getFieldState('timeZone').isDirty && !initial.date) setValue('timeZone', hostZone);
  }, [hostZone, getFieldState, setValue, initial.date]);
  const zoneOptions = EVENT_TIME_ZONES.some((z) => z.zone === zoneValue)
    ? EVENT_TIME_ZONES
    : [...EVENT_TIME_ZONES, { zone: zoneValue, label: zoneValue.replace(/_/g, ' ') }];

  const gymItems = (gyms.data ?? []).map((gym) => ({
    value: String(gym.id),
    label: gym.name,
    detail: [gym.city, gym.state].filter(Boolean).join(', '),
  }));

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        // A refusal is shown through `error` (the caller's mutation).
        await onSubmit(values).catch(() => undefined);
      })}
      className="grid gap-4"
    >
      <FormField label="Title *" error={errors.title?.message}>
        <Input placeholder="Spring owners' breakfast" {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date and time *" hint="On the venue's clock" error={errors.date?.message}>
          <Input type="datetime-local" {...register('date')} />
        </FormField>
        <FormField
          label="Time zone *"
          hint={hostZone && hostZone !== zoneValue ? "Not the host gym's usual zone" : 'Where the event takes place'}
          error={errors.timeZone?.message}
        >
          <Select {...register('timeZone')}>
            {zoneOptions.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Seats in the room *" error={errors.capacity?.message}>
        <Input type="number" inputMode="numeric" min={1} className="sm:max-w-48" {...register('capacity')} />
      </FormField>
      <FormField
        label="Location *"
        hint="Address or venue, as members would type it in a map"
        error={errors.location?.message}
      >
        <Input placeholder="Rise Gymnastics, 12 Main St, Austin, TX" {...register('location')} />
      </FormField>
      <FormField
        label={kind === 'admin' ? 'Host gym *' : 'Host gym'}
        hint={kind === 'president' ? 'Leave empty to host at your own gym' : undefined}
        error={errors.gymId?.message}
      >
        <Combobox
          items={gymItems}
          value={gym.field.value === null ? null : String(gym.field.value)}
          onChange={(v) => gym.field.onChange(Number(v))}
          placeholder={gyms.isLoading ? 'Loading gyms...' : 'Select a gym...'}
          searchPlaceholder="Search gyms..."
          empty={() => <p>No gym matches your search.</p>}
        />
      </FormField>
      {kind === 'admin' ? (
        <FormField
          label="Chapter"
          hint="Optional: the breakfast-club chapter this event belongs to"
          error={errors.chapterId?.message}
        >
          <Select {...register('chapterId')}>
            <option value="">No chapter</option>
            {(chapters.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.city}, {c.state})
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label="Description *" hint="Leave a blank line between paragraphs" error={errors.description?.message}>
        <Textarea rows={6} {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Zoom link" hint="Optional: members can then join online" error={errors.zoomLink?.message}>
          <Input placeholder="zoom.us/j/123456789" {...register('zoomLink')} />
        </FormField>
        <FormField label="Zoom password" error={errors.zoomPassword?.message}>
          <Input autoComplete="off" {...register('zoomPassword')} />
        </FormField>
      </div>
      <ErrorNotice error={error} fallback="The event could not be saved. Please try again." />
      <FormFooter
        className="sm:justify-end"
        submitLabel={submitLabel}
        pending={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
