import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Spec 000 §2: the final call to action. A visitor, who has no profile yet, is offered an account
 * under its own name instead of a "View Your Profile" that would lead to the sign-in page (decision 0154).
 */
export function HomeFinalCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="home-cta" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-accent-400 px-6 py-12 text-center sm:px-12">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-accent-300" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-48 rounded-full bg-accent-500/40" />
        <div className="relative">
          <h2 id="home-cta" className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
            Pull up a chair
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-900">
            Come to a breakfast, meet your peers and take home one idea you can use on Monday.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/events">
                Browse Events
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              {signedIn ? (
                <Link to="/profile">View Your Profile</Link>
              ) : (
                <Link to="/auth?mode=register">Create a free account</Link>
              )}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
