import type { AdminEvent } from '@shared/events';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useEvent } from '../api';
import { EventForm, eventFormDefaults } from '../event-form';
import { useSaveEvent } from './api';
import { DocumentsPanel } from './documents-panel';
import { ImageField } from './image-field';

/**
 * Create or edit an event. A new event stays open after saving, as the edit of what was just
 * created, so the picture and the documents (which need the event's id) come next.
 */
export function EventDialog({
  open,
  event,
  onClose,
}: {
  open: boolean;
  event: AdminEvent | null;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState<AdminEvent | null>(event);
  const save = useSaveEvent();
  const detail = useEvent(current?.id ?? 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={current ? `Edit event: ${current.title}` : 'New event'}
      description={current ? undefined : 'Members see it on /events as soon as it is saved.'}
      className="max-w-2xl"
    >
      <div className="grid gap-6">
        <EventForm
          key={current?.id ?? 'new'}
          kind="admin"
          initial={eventFormDefaults(current)}
          submitLabel={current ? 'Save changes' : 'Create event'}
          error={save.error}
          onCancel={onClose}
          onSubmit={(values) =>
            save.mutateAsync({ id: current?.id ?? null, values }).then((saved) => {
              toast({ title: current ? 'Event saved' : 'Event created', description: saved.title });
              setCurrent(saved);
            })
          }
        />
        {current ? (
          <div className="grid gap-6 border-t border-slate-200 pt-6">
            <ImageField
              eventId={current.id}
              title={current.title}
              imageUrl={detail.data ? detail.data.imageUrl : current.imageUrl}
            />
            <DocumentsPanel eventId={current.id} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
