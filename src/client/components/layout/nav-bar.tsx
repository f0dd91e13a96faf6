import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { SiteLogo } from '@/components/ui/logo';
import { useAuth } from '@/features/accounts';
import { BRAND_NAME } from '@/lib/site-config';
import { cn } from '@/lib/utils';
import { DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID, publicNav, signedInNav } from './nav-items';
import { useScrolled } from './use-scrolled';

/** The phone menu's panel, loaded when first opened: a visitor on a laptop never needs it. */
const MobileMenu = lazy(() => import('./mobile-menu'));
/** The signed-in user's menu: a visitor's first page does not carry it. */
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The navigation bar (spec §2): shrinks once scrolled, collapses into a menu on small screens. */
export function NavBar() {
  const { user } = useAuth();
  const scrolled = useScrolled();
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  // Once opened, the panel stays mounted (hidden) so it opens at once the next time.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = user ? [...publicNav, ...signedInNav] : publicNav;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setOpenAt(null);
      toggleRef.current?.focus();
    }
  };

  return (
    <header
      data-scrolled={scrolled}
      onKeyDown={onKeyDown}
      className={cn(
        'sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85',
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className={cn(
          'mx-auto flex max-w-7xl items-center gap-4 px-4 transition-[height] duration-200 sm:px-6 lg:px-8',
          scrolled ? 'h-14' : 'h-20',
        )}
      >
        <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={`${BRAND_NAME} home`}>
          <SiteLogo className={cn('transition-all', scrolled ? 'size-8' : 'size-10')} />
          <span className="text-lg font-extrabold tracking-tight text-brand-900">{BRAND_NAME}</span>
        </Link>

        <div className="ml-auto flex items-center gap-3 lg:ml-6 lg:flex-1">
          <DesktopNav items={items} />
          <div className="hidden items-center lg:ml-auto lg:flex">
            {user ? (
              <Suspense fallback={<span aria-hidden="true" className="size-10 rounded-full bg-brand-50" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <Button asChild variant="accent" size="sm">
                <Link to="/auth">Login/Register</Link>
              </Button>
            )}
          </div>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setMenuLoaded(true);
              setOpenAt(menuOpen ? null : location.key);
            }}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
          </Button>
        </div>
      </nav>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu items={items} user={user} hidden={!menuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
