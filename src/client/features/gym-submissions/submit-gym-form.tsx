import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  emptySubmissionForm,
  gymSubmissionFormSchema,
  toSubmissionPayload,
  type DuplicateCheckResponse,
  type GymSubmissionForm,
  type SimilarGym,
} from '@shared/gym-submissions';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { DuplicateDialog } from './duplicate-dialog';
import { GymDetailsStep } from './gym-details-step';
import { PENDING_GYM_SUBMISSION_NAME_KEY, PRESELECTED_GYM_ID_KEY, REGISTER_PATH, remember } from './storage';
import { SubmissionSuccess } from './submission-success';
import { useDuplicateCheck, useSubmitGym } from './api';
import { errorMessage } from '@/lib/api';

export const CHECK_FAILED = 'Failed to check for duplicates. Please try again.';
export const SUBMIT_FAILED = 'Failed to submit gym. Please try again.';

/**
 * Spec 000 §2, §4, §5: the body of the Submit a Gym card (name → duplicate check → details →
 * success). Loaded when the card comes near the viewport (submit-gym-card.tsx).
 */
export default function SubmitGymForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [matches, setMatches] = useState<SimilarGym[]>([]);
  const [pendingSimilar, setPendingSimilar] = useState<DuplicateCheckResponse['pendingSubmissions']>([]);
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const form = useForm<GymSubmissionForm>({
    resolver: zodResolver(gymSubmissionFormSchema),
    defaultValues: emptySubmissionForm(),
  });
  const check = useDuplicateCheck();
  const submit = useSubmitGym();

  async function next() {
    if (!(await form.trigger('name'))) return;
    check.mutate(form.getValues('name').trim(), {
      onSuccess: ({ duplicates, pendingSubmissions }) => {
        setPendingSimilar(pendingSubmissions);
        if (duplicates.length > 0) setMatches(duplicates);
        else setStep(2);
      },
      onError: () => toast({ title: 'Error', description: CHECK_FAILED, variant: 'destructive' }),
    });
  }

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(toSubmissionPayload(values), {
      onSuccess: (created) => {
        setSubmittedName(created.name);
        toast({ title: 'Success!', description: 'Your gym submission has been received and is pending review.' });
      },
      onError: (err) =>
        toast({ title: 'Error', description: errorMessage(err, SUBMIT_FAILED), variant: 'destructive' }),
    }),
  );

  function pick(gym: SimilarGym) {
    remember(PRESELECTED_GYM_ID_KEY, String(gym.id));
    void navigate(REGISTER_PATH);
  }

  function registerWithSubmitted() {
    if (submittedName) remember(PENDING_GYM_SUBMISSION_NAME_KEY, submittedName);
    void navigate(REGISTER_PATH);
  }

  function submitAnother() {
    const { submitterName, submitterEmail } = form.getValues();
    form.reset({ ...emptySubmissionForm(), submitterName, submitterEmail });
    setSubmittedName(null);
    setStep(1);
  }

  return (
    <>
      <CardContent>
        {submittedName !== null ? (
          <SubmissionSuccess
            gymName={submittedName}
            onRegister={registerWithSubmitted}
            onSubmitAnother={submitAnother}
          />
        ) : (
          <form noValidate onSubmit={step === 2 ? onSubmit : (e) => (e.preventDefault(), void next())}>
            {step === 1 ? (
              <div className="space-y-4">
                <FormField label="Gym Name *" error={form.formState.errors.name?.message}>
                  <Input
                    autoComplete="organization"
                    placeholder="e.g. Summit Gymnastics Academy"
                    {...form.register('name')}
                  />
                </FormField>
                <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
                  {check.isPending ? 'Checking...' : 'Next'}
                </Button>
              </div>
            ) : (
              <GymDetailsStep
                form={form}
                pending={submit.isPending}
                pendingSimilar={pendingSimilar}
                onChangeName={() => setStep(1)}
              />
            )}
          </form>
        )}
      </CardContent>
      <DuplicateDialog
        matches={matches}
        onPick={pick}
        onClose={() => setMatches([])}
        onNotListed={() => {
          setMatches([]);
          setStep(2);
        }}
      />
    </>
  );
}
