import { Link } from 'react-router';
import { SiteLogo } from '@/components/ui/logo';
import { BRAND_NAME } from '@/lib/site-config';

const sections = [
  { title: 'About', links: [{ label: 'About', to: '/about' }] },
  {
    title: 'Community',
    links: [
      { label: 'Breakfast Club', to: '/breakfast-club' },
      { label: 'Gym Network', to: '/gym-network' },
      { label: 'Events', to: '/events' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Books', to: '/books' },
      { label: 'Podcasts', to: '/podcasts' },
    ],
  },
];

/** Three sections and the current year (spec §1). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
            <SiteLogo className="size-9" onDark />
            <span className="text-lg font-extrabold tracking-tight text-white">{BRAND_NAME}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-200">
            A peer network for gymnastics and athletic-center owners, directors and managers. Learn, plan and grow
            together.
          </p>
        </div>
        {sections.map((section) => (
          <nav key={section.title} aria-labelledby={`footer-${section.title.toLowerCase()}`}>
            <h2
              id={`footer-${section.title.toLowerCase()}`}
              className="text-sm font-bold tracking-wide text-accent-300 uppercase"
            >
              {section.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-8 items-center rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-brand-200 sm:px-6 lg:px-8">
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
