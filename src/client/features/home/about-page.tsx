import {
  ArrowRight,
  BookOpen,
  CalendarDays,
  Calculator,
  Coffee,
  Handshake,
  MapPin,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { CommunityArt } from './illustrations';

interface Pillar {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  cta: string;
}

const pillars: Pillar[] = [
  {
    icon: Users,
    title: 'The breakfast club',
    text: 'Our peer network. Owners, directors and managers meet over breakfast to trade numbers, hiring stories and honest advice. No vendors pitching, no judging: just people who run gyms helping each other run them better.',
    to: '/breakfast-club',
    cta: 'About the breakfast club',
  },
  {
    icon: Coffee,
    title: 'The coffee corner',
    text: 'Our blog. Short, practical articles and reviews on pricing, staffing, retention, meets and facilities, written by members and for members. Visitors can read one article a day; members read as much as they like.',
    to: '/blog',
    cta: 'Read the coffee corner',
  },
  {
    icon: MapPin,
    title: 'The gym directory',
    text: 'A map of gymnastics, tumbling, cheer and ninja gyms in the network. Every listing is checked by our team, so when you look for a peer across town or across the country, you find a real business.',
    to: '/gym-network',
    cta: 'Browse the gym network',
  },
  {
    icon: Handshake,
    title: 'Local chapters',
    text: 'The club meets locally. Each chapter is a small group of gym leaders in one area who meet every month. If there is no chapter near you yet, you can start one and we will help you fill the table.',
    to: '/breakfast-club/chapters',
    cta: 'Find a chapter',
  },
  {
    icon: CalendarDays,
    title: 'Events',
    text: 'Monthly gatherings, workshops and online sessions on the topics members ask for most, from tuition increases to building expansions. RSVP in a click and add them to your calendar.',
    to: '/events',
    cta: 'See upcoming events',
  },
  {
    icon: Calculator,
    title: 'Tools',
    text: 'Calculators and planners made for gym businesses: break-even, loans, revenue per square foot, class capacity, meet expenses, pro-shop pricing and more, plus a learning hub of playbooks and videos.',
    to: '/tools',
    cta: 'Explore the tools',
  },
];

const values = [
  { title: 'Peers, not gurus', text: 'Everyone at the table runs, or helps run, a gym.' },
  { title: 'Numbers on the table', text: 'We share what things really cost and what really works.' },
  { title: 'Generous by default', text: 'Take an idea, leave an idea. Helping a peer makes the whole sport stronger.' },
];

/** /about: who the club is and what members get (spec 000 §1). */
export default function AboutPage({ path }: PageProps) {
  useRouteTitle(path);
  return (
    <>
      <section aria-labelledby="about-title" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">About us</p>
            <h1 id="about-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
              A club for the people who run gyms
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-brand-100">
              The Breakfast Club is a membership community for owners, directors and managers of gymnastics and athletic
              centers. It started as a handful of owners meeting for breakfast to compare notes, and grew into a
              national peer network with local chapters, a blog, a gym directory, events and business tools.
            </p>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              Coaching skills are taught everywhere. Running the business behind them usually is not. That is the gap we
              fill.
            </p>
          </div>
          <CommunityArt className="w-full" />
        </div>
      </section>

      <section aria-labelledby="about-offer" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="about-offer" className="text-3xl font-extrabold tracking-tight text-brand-900">
          What the club offers
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {pillars.map(({ icon: Icon, title, text, to, cta }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
              <Link
                to={to}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                {cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-values" className="bg-brand-50/70">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="about-values" className="text-3xl font-extrabold tracking-tight text-brand-900">
            How we work
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className="rounded-2xl bg-white p-6 shadow-card">
                <BookOpen aria-hidden="true" className="size-5 text-accent-600" />
                <h3 className="mt-3 font-bold text-brand-900">{v.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{v.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth?mode=register">
                Join the club
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/events">View Upcoming Events</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
