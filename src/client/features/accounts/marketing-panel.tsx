import { CalendarDays, Calculator, GraduationCap, Users } from 'lucide-react';

const points = [
  {
    Icon: GraduationCap,
    title: 'Playbooks that work',
    text: 'Learning modules on marketing, staffing, pricing and culture.',
  },
  {
    Icon: Calculator,
    title: 'Numbers you can act on',
    text: 'Calculators and planners built for gyms and athletic centers.',
  },
  { Icon: Users, title: 'A room full of peers', text: 'Owners, directors and managers who share what works.' },
  { Icon: CalendarDays, title: 'Breakfast every month', text: 'Local chapters and events to learn face to face.' },
];

/** The right side of /auth (spec 000 §2): turning a business into a brand. */
export function MarketingPanel() {
  return (
    <section
      aria-labelledby="auth-marketing"
      className="relative overflow-hidden rounded-2xl bg-brand-900 p-8 text-white sm:p-10"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-2xl" />
      <p className="text-xs font-semibold tracking-widest text-accent-300 uppercase">The Breakfast Club</p>
      <h2 id="auth-marketing" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Turn your gym business into a brand
      </h2>
      <p className="mt-4 max-w-md text-brand-100">
        Great coaching fills a class. A brand fills a waiting list. Join the owners and leaders who build gyms their
        communities talk about.
      </p>
      <ul className="mt-8 grid gap-5">
        {points.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-brand-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
