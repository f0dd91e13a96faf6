import { zodResolver } from '@hookform/resolvers/zod';
import { chapterApplicationSchema, type ChapterApplication, type ChapterApplicationInput } from '@shared/chapters';
import { CircleCheck, Hourglass, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { signInHref, useAuth } from '@/features/accounts';
import { shortDate } from '@/lib/format';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useApplyForChapter, useMyChapter } from './api';
import { ClubEyebrow, HeaderBand, LoadError } from './page-states';

const WHY_MAX = 2000;
const PATH = '/breakfast-club/start-chapter';

const expectations = [
  'You host or find a venue for the first breakfast and send the first invitations.',
  'You keep the monthly rhythm going: a date, a host gym and a topic each month.',
  'You welcome new members: join requests come to you to approve.',
];

/** /breakfast-club/start-chapter: what starting a chapter means, and the application (sign-in needed to send). */
export default function StartChapterPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user, isLoading } = useAuth();

  return (
    <div>
      <HeaderBand eyebrow={<ClubEyebrow />} title="Start a chapter">
        <p className="mt-2 max-w-2xl text-slate-600">
          Bring the breakfast club to your region. Tell us where you are and why; we review every application and email
          you within a few days. Once approved, you become the chapter’s president.
        </p>
      </HeaderBand>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="min-w-0">
          {isLoading ? (
            <Skeleton className="h-96 rounded-2xl" />
          ) : user ? (
            <SignedInApplication email={user.email} phone={user.mobile ?? ''} />
          ) : (
            <Card className="p-6">
              <h2 className="text-lg font-bold text-brand-900">Sign in to apply</h2>
              <p className="mt-2 text-slate-700">
                Chapter presidents are members of the Breakfast Club, so the application is sent from your account. It
                asks for the chapter’s name, its city and state, how to reach you, and why your region needs a chapter.
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={signInHref(PATH)}>
                    <LogIn aria-hidden="true" />
                    Sign in to apply
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/auth?mode=register&redirect=${encodeURIComponent(PATH)}`}>Register first</Link>
                </Button>
              </div>
            </Card>
          )}
        </div>
        <aside aria-labelledby="expect-heading" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="expect-heading" className="font-bold text-brand-900">
            What a president does
          </h2>
          <ul className="grid grid-cols-1 mt-3 gap-3 text-sm text-slate-700">
            {expectations.map((text) => (
              <li key={text} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {text}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            A couple of hours a month, and in return a room full of peers who have already solved your next problem.
          </p>
        </aside>
      </div>
    </div>
  );
}

function SignedInApplication({ email, phone }: { email: string; phone: string }) {
  const mine = useMyChapter();
  const apply = useApplyForChapter();

  if (apply.isSuccess) return <Received application={apply.data} />;
  if (mine.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (mine.isError) return <LoadError error={mine.error} what="your chapter" onRetry={() => void mine.refetch()} />;
  if (mine.data.pendingApplication) return <PendingStatus application={mine.data.pendingApplication} />;
  if (mine.data.chapter) {
    return (
      <Notice tone="info" title={`You already belong to ${mine.data.chapter.name}`}>
        <p>Each member belongs to one chapter at a time, so you cannot start another while you are in one.</p>
        <Link to="/breakfast-club/my-chapter" className="mt-2 inline-block font-semibold underline">
          Go to My chapter
        </Link>
      </Notice>
    );
  }
  return <ApplicationForm email={email} phone={phone} apply={apply} />;
}

function ApplicationForm({
  email,
  phone,
  apply,
}: {
  email: string;
  phone: string;
  apply: ReturnType<typeof useApplyForChapter>;
}) {
  const form = useForm<ChapterApplicationInput, unknown, z.output<typeof chapterApplicationSchema>>({
    resolver: zodResolver(chapterApplicationSchema),
    defaultValues: { chapterName: '', city: '', state: '', email, phone, why: '' },
  });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const why = watch('why') ?? '';

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-brand-900">Your application</h2>
      <form
        noValidate
        className="grid grid-cols-1 mt-5 gap-5"
        onSubmit={handleSubmit((values) => apply.mutate(values))}
      >
        <FormField
          label="Chapter name"
          error={errors.chapterName?.message}
          hint="For example: Twin Cities Gym Owners Breakfast"
        >
          <Input autoComplete="off" {...register('chapterName')} />
        </FormField>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[1fr_10rem]">
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <Input autoComplete="address-level1" {...register('state')} />
          </FormField>
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </div>
        <FormField
          label="Why does your region need a chapter? (optional)"
          error={errors.why?.message}
          hint={
            <span className={why.length > WHY_MAX ? 'font-semibold text-red-700' : undefined}>
              {why.length}/{WHY_MAX} characters
            </span>
          }
        >
          <Textarea
            rows={6}
            placeholder="How many gyms are around you, who you already know, what you would like to talk about first…"
            {...register('why')}
          />
        </FormField>
        <ErrorNotice error={apply.error} fallback="Your application could not be sent. Please try again." />
        <div>
          <Button type="submit" size="lg" disabled={apply.isPending}>
            {apply.isPending ? 'Sending…' : 'Send application'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Received({ application }: { application: ChapterApplication }) {
  return (
    <Card className="p-8 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h2 role="status" className="mt-4 text-2xl font-extrabold text-brand-900">
        Application received — we'll email you within a few days
      </h2>
      <p className="mt-3 text-slate-700">
        Thank you for offering to start <strong>{application.chapterName}</strong> in {application.city},{' '}
        {application.state}. We will write to {application.email} as soon as it is reviewed.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/breakfast-club/chapters">Browse the chapters</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/events">See upcoming events</Link>
        </Button>
      </div>
    </Card>
  );
}

function PendingStatus({ application }: { application: ChapterApplication }) {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
        <div>
          <h2 className="text-lg font-bold text-brand-900">Your application is waiting for review</h2>
          <p className="mt-1 text-slate-700">
            You applied to start <strong>{application.chapterName}</strong> ({application.city}, {application.state}) on{' '}
            {shortDate(application.createdAt)}. We will email {application.email} once it has been reviewed.
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 mt-5 gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-800">Status</dt>
          <dd className="mt-0.5">
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
              Pending review
            </span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Email</dt>
          <dd className="mt-0.5 break-all text-slate-700">{application.email}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">Phone</dt>
          <dd className="mt-0.5 text-slate-700">{application.phone}</dd>
        </div>
      </dl>
    </Card>
  );
}
