import { ArrowRight, BookOpenCheck, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CommunityArt, PlaybookArt } from './illustrations';
import { introVideoId } from '@/lib/site-config';
import { IntroVideo } from './home-video';

const bullets = [
  'Monthly breakfast club meetups with owners who face the same decisions you do',
  'Honest numbers from peers: pricing, payroll, retention and growth',
  'Local chapters across the country, plus a national network online',
  'Playbooks, calculators and templates built for gym businesses',
];

/** Spec 000 §2: the community section with four bullets. */
export function HomeCommunity() {
  return (
    <section aria-labelledby="home-community" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">The community</p>
          <h2 id="home-community" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            You don't have to figure it out alone
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Running a gym is a people business, a real-estate business and a coaching business at once. The Breakfast
            Club is where the people who run them compare notes over coffee.
          </p>
          <ul className="mt-6 space-y-3">
            {bullets.map((b) => (
              <li key={b} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </div>
        <CommunityArt className="w-full" />
      </div>
    </section>
  );
}

/** Spec 000 §2: the embedded intro video and the playbook promotion. */
export function HomeVideoAndPlaybook() {
  const videoId = introVideoId();
  return (
    <section aria-labelledby="home-video" className="bg-brand-50/70">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div>
          {videoId ? (
            <>
              <h2 id="home-video" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
                Meet the club in two minutes
              </h2>
              <p className="mt-2 mb-6 text-slate-600">
                Why we started, what a breakfast looks like, and what members get out of it.
              </p>
              <IntroVideo videoId={videoId} />
            </>
          ) : (
            <>
              <h2 id="home-video" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
                What a breakfast club morning looks like
              </h2>
              <p className="mt-2 mb-6 text-slate-600">
                Once a month, before the first class, owners of gyms like yours sit down together.
              </p>
              <BreakfastAgenda />
            </>
          )}
        </div>
        <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-brand-900 text-white shadow-card">
          <div className="bg-brand-800 px-6 pt-6">
            <PlaybookArt className="mx-auto w-full max-w-xs" />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent-300">
              <BookOpenCheck aria-hidden="true" className="size-4" />
              Playbooks
            </p>
            <h3 className="mt-2 text-xl font-bold">The gym owner's playbooks</h3>
            <p className="mt-2 flex-1 text-brand-100">
              Step-by-step guides for the jobs that keep owners up at night: hiring coaches, setting tuition, filling
              classes and planning a new building.
            </p>
            <Button asChild variant="accent" className="mt-6 self-start">
              <Link to="/learning?tab=playbooks">
                Open the playbooks
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

const agenda = [
  {
    time: '7:00',
    title: 'Coffee and introductions',
    text: 'Owners, directors and managers from gyms near you, no sales pitches.',
  },
  {
    time: '7:15',
    title: 'Numbers on the table',
    text: 'One shared metric each month: pricing, payroll share, retention or enrollment.',
  },
  {
    time: '7:45',
    title: 'Hot seat',
    text: 'One member brings a real decision; the table asks questions and shares what worked.',
  },
  {
    time: '8:20',
    title: 'One takeaway each',
    text: 'Everyone leaves with one thing to try at their gym before the next breakfast.',
  },
];

/** Shown in place of the intro video until the club sets INTRO_VIDEO_ID (decision 0040). */
function BreakfastAgenda() {
  return (
    <ol className="space-y-3">
      {agenda.map((item) => (
        <li key={item.time} className="flex gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-brand-900/5">
          <span className="w-14 shrink-0 font-mono text-sm font-bold text-accent-700">{item.time}</span>
          <span>
            <span className="block font-semibold text-brand-900">{item.title}</span>
            <span className="block text-sm text-slate-600">{item.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
