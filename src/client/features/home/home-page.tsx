import { ArrowRight, BookOpen, CalendarDays, Calculator, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeHero } from './home-hero';

const highlights = [
  { icon: BookOpen, title: 'Learn from proven playbooks', text: 'Books, podcasts, videos and best practices chosen for gym businesses.', to: '/books', cta: 'Explore learning' },
  { icon: Calculator, title: 'Run the numbers with confidence', text: 'Pricing, capacity, break-even and loan calculators made for gyms.', to: '/tools', cta: 'See the tools' },
  { icon: Users, title: 'Meet owners who get it', text: 'Local breakfast club chapters and a national network of peers.', to: '/breakfast-club', cta: 'Find your chapter' },
  { icon: CalendarDays, title: 'Show up, every month', text: 'Gatherings, workshops and meetups across the country.', to: '/events', cta: 'Browse events' },
];

/** The home page frame; the full home page (metrics, community, resources) lands with its feature. */
export default function HomePage() {
  useDocumentTitle('The Breakfast Club');
  return (
    <>
      <HomeHero />
      <section aria-labelledby="home-highlights" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="home-highlights" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          Everything a gym leader needs, in one club
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">Less guesswork, more good decisions: resources built by and for people who run gyms.</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text, to, cta }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-bold text-brand-900">{title}</h3>
              <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
              <Button asChild variant="ghost" size="sm" className="mt-4 self-start px-0 hover:bg-transparent hover:underline">
                <Link to={to}>
                  {cta}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
