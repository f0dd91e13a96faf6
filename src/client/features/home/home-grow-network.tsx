import { MapPin } from 'lucide-react';
import { SubmitGymCard } from '@/features/gym-submissions';
import { NetworkMapArt } from './illustrations';

/** Spec 000 §2: 'Grow Our Network' with the Submit a Gym card. */
export function HomeGrowNetwork() {
  return (
    <section aria-labelledby="home-grow" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <MapPin aria-hidden="true" className="size-4" />
            Gym directory
          </p>
          <h2 id="home-grow" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Grow Our Network
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">
            Is your gym missing from the map? Tell us about it. Once our team has checked it, it joins the directory and
            your staff can register with it.
          </p>
          <NetworkMapArt className="mt-8 hidden w-full max-w-md lg:block" />
        </div>
        <SubmitGymCard />
      </div>
    </section>
  );
}
