import { useState, type FormEvent } from 'react';
import {
  markDuplicateSchema,
  rejectSubmissionSchema,
  approveSubmissionSchema,
  type Submission,
} from '@shared/gym-submissions';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ReviewKind } from './submission-item';
import { useGymSearch, useReviewAction, useSubmissionReview } from './api';
import { errorMessage } from '@/lib/api';

const titles: Record<ReviewKind, string> = {
  approve: 'Approve submission',
  reject: 'Reject submission',
  'mark-duplicate': 'Mark as duplicate',
};

const done: Record<ReviewKind, string> = {
  approve: 'The gym was added to the directory.',
  reject: 'The submission was rejected.',
  'mark-duplicate': 'The submission was marked as a duplicate.',
};

function GymChoices({
  submissionId,
  value,
  onChange,
}: {
  submissionId: number;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const [search, setSearch] = useState('');
  const review = useSubmissionReview(submissionId);
  const term = search.trim();
  const found = useGymSearch(term);
  const options = term.length >= 2 ? (found.data?.items ?? []) : (review.data?.similarGyms ?? []);
  return (
    <div className="space-y-3">
      <FormField label="Search the directory" hint="Similar gyms are listed first; search to find another.">
        <SearchBox value={search} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Existing gym</legend>
        <ul className="mt-2 max-h-56 space-y-1.5 overflow-y-auto">
          {options.map((g) => (
            <li key={g.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50">
                <input
                  type="radio"
                  name="duplicate-gym"
                  className="mt-1"
                  checked={value === g.id}
                  onChange={() => onChange(g.id)}
                />
                <span>
                  <span className="block font-semibold text-brand-900">{g.name}</span>
                  <span className="text-slate-600">{[g.addressLine1, g.city, g.state].filter(Boolean).join(', ')}</span>
                </span>
              </label>
            </li>
          ))}
          {options.length === 0 ? <li className="text-sm text-slate-500">No gyms to choose from yet.</li> : null}
        </ul>
      </fieldset>
    </div>
  );
}

/** What the reviewer should know before approving: look-alikes in the directory, a waiting member. */
function ApproveContext({ submissionId }: { submissionId: number }) {
  const { data } = useSubmissionReview(submissionId);
  if (!data || (data.similarGyms.length === 0 && !data.registeredUser)) return null;
  return (
    <div
      className="space-y-2 rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm text-accent-900"
      data-testid="approve-context"
    >
      {data.similarGyms.length > 0 ? (
        <div>
          <p className="font-semibold">Similar gyms already in the directory:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.similarGyms.map((g) => (
              <li key={g.id}>{[g.name, [g.city, g.state].filter(Boolean).join(', ')].join(' — ')}</li>
            ))}
          </ul>
          <p className="mt-1">If it is one of these, mark the submission as a duplicate instead.</p>
        </div>
      ) : null}
      {data.registeredUser ? (
        <p>
          {data.registeredUser.firstName} {data.registeredUser.lastName} ({data.registeredUser.username}) registered
          with this gym and will be attached to it.
        </p>
      ) : null}
    </div>
  );
}

interface ReviewDialogProps {
  submission: Submission | null;
  kind: ReviewKind;
  onClose: () => void;
}

/** Approve (optional notes, optional club number), reject (notes required) or mark as duplicate of a gym. */
export function ReviewDialog({ submission, kind, onClose }: ReviewDialogProps) {
  const [notes, setNotes] = useState('');
  const [clubNumber, setClubNumber] = useState('');
  const [gymId, setGymId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const action = useReviewAction();
  if (!submission) return null;
  const id = submission.id;

  function send(e: FormEvent) {
    e.preventDefault();
    const parsed =
      kind === 'reject'
        ? rejectSubmissionSchema.safeParse({ adminNotes: notes })
        : kind === 'mark-duplicate'
          ? markDuplicateSchema.safeParse({ gymId: gymId ?? undefined, adminNotes: notes })
          : approveSubmissionSchema.safeParse({
              adminNotes: notes,
              ...(clubNumber.trim() ? { gym: { clubNumber } } : {}),
            });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    action.mutate({ kind, id, body: parsed.data } as Parameters<typeof action.mutate>[0], {
      onSuccess: () => {
        toast({ title: 'Saved', description: done[kind] });
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'The review could not be saved.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={titles[kind]}
      description={submission.name}
    >
      <form noValidate onSubmit={send} className="space-y-4">
        {kind === 'mark-duplicate' ? <GymChoices submissionId={id} value={gymId} onChange={setGymId} /> : null}
        {kind === 'approve' ? <ApproveContext submissionId={id} /> : null}
        {kind === 'approve' ? (
          <FormField label="Club number" hint={`Leave blank to use SUB-${id}.`}>
            <Input value={clubNumber} onChange={(e) => setClubNumber(e.target.value)} maxLength={50} />
          </FormField>
        ) : null}
        <FormField label={kind === 'reject' ? 'Admin notes *' : 'Admin notes (optional)'} error={error}>
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={1000} />
        </FormField>
        <FormFooter
          submitLabel={titles[kind].split(' ')[0] ?? ''}
          submitVariant={kind === 'reject' ? 'destructive' : 'primary'}
          pending={action.isPending}
          onCancel={onClose}
          className="justify-end"
        />
      </form>
    </Dialog>
  );
}
