import { ArrowRight, Coffee } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The breakfast club hero: headline, pitch and the two calls to action of spec §2. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/15">
            <Coffee aria-hidden="true" className="size-4" />
            The peer network for gym businesses
          </p>
          <h1 id="home-title" className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Where gym owners, directors and <span className="text-accent-400">leaders</span> grow together
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            The Breakfast Club brings gymnastics and athletic-center leaders to the same table. Trade what works with
            peers, learn from proven playbooks, and run your gym with tools built for the business you are in.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/events">
                View Upcoming Events
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to="/about">Learn More</Link>
            </Button>
          </div>
        </div>
        <img
          src="/illustrations/hero.svg"
          alt=""
          width={520}
          height={420}
          className="mx-auto hidden w-full max-w-lg drop-shadow-2xl sm:block"
        />
      </div>
    </section>
  );
}
