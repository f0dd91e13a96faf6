import { ChevronRight, MapPin } from 'lucide-react';
import type { SimilarGym } from '@shared/gym-submissions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface DuplicateDialogProps {
  matches: SimilarGym[];
  onPick: (gym: SimilarGym) => void;
  onNotListed: () => void;
  onClose: () => void;
}

/** Spec 000 §2 'Is this your gym?': the similar gyms, click one to register with it. */
export function DuplicateDialog({ matches, onPick, onNotListed, onClose }: DuplicateDialogProps) {
  const n = matches.length;
  return (
    <Dialog
      open={n > 0}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Is this your gym?"
      description={`We found ${n} similar gym(s) in our network. If one of them is yours, click it to register with that gym. Otherwise, continue with your submission.`}
    >
      <ul aria-label="Similar gyms" className="max-h-72 space-y-2 overflow-y-auto pr-1">
        {matches.map((gym) => (
          <li key={gym.id}>
            <button
              type="button"
              onClick={() => onPick(gym)}
              className="flex w-full items-center gap-3 rounded-xl border border-slate-200 p-3 text-left transition hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <MapPin aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand-900">{gym.name}</span>
                {gym.addressLine1 ? <span className="block text-sm text-slate-600">{gym.addressLine1}</span> : null}
                <span className="block text-sm text-slate-600">{[gym.city, gym.state].filter(Boolean).join(', ')}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="outline" className="mt-5 w-full whitespace-normal" onClick={onNotListed}>
        Not Listed - Continue with Submission
      </Button>
    </Dialog>
  );
}
