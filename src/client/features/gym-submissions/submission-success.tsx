import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SubmissionSuccessProps {
  gymName: string;
  onRegister: () => void;
  onSubmitAnother: () => void;
}

/** Spec 000 §2 success card. */
export function SubmissionSuccess({ gymName, onRegister, onSubmitAnother }: SubmissionSuccessProps) {
  return (
    <div role="status" className="flex flex-col items-center py-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-brand-900">Submission Received!</h3>
      <p className="mt-2 max-w-sm text-slate-600">
        {`Thank you for submitting ${gymName}. Our team will review it shortly.`}
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRegister}>Register with this Gym</Button>
        <Button variant="outline" onClick={onSubmitAnother}>
          Submit Another Gym
        </Button>
      </div>
    </div>
  );
}
