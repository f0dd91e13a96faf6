import { useSyncExternalStore } from 'react';
import { siteLogoUrl, subscribeSiteLogo } from '@/lib/site-config';
import { cn } from '@/lib/utils';

/**
 * The brand mark: a sunrise over a bar — breakfast, and the gym floor. Decorative. index.html
 * draws the same mark in the static header shown before the script runs; keep the two alike.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="40" height="40" rx="10" fill="#0f2a4a" />
      <path d="M9 25a11 11 0 0 1 22 0z" fill="#f5a524" />
      <path
        d="M20 8.5v3.5M11.5 12l2.2 2.4M28.5 12l-2.2 2.4M6.5 19.5l3 1M33.5 19.5l-3 1"
        stroke="#f5a524"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="7" y="27" width="26" height="3" rx="1.5" fill="#ffffff" />
      <rect x="11" y="31.5" width="18" height="2" rx="1" fill="#7fa6cf" />
    </svg>
  );
}

/**
 * The site's logo: the one an admin uploaded (/admin/tool-images), else the drawn mark. Decorative
 * like the mark (the link around it names the site). `onDark` sets it on a white tile, so a logo
 * drawn for a light background stays visible in the navy footer.
 */
export function SiteLogo({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const url = useSyncExternalStore(subscribeSiteLogo, siteLogoUrl, () => null);
  if (!url) return <LogoMark className={className} />;
  return (
    <img
      src={url}
      alt=""
      width={40}
      height={40}
      data-site-logo=""
      className={cn('size-9 shrink-0 rounded-lg object-contain', onDark && 'bg-white p-0.5', className)}
    />
  );
}
