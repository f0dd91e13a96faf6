import { useEffect, useState } from 'react';

/** Spec §9: the bar shrinks after a scroll of over 10 px, checked with a 50 ms debounce. */
export const SHRINK_AFTER_PX = 10;
export const SHRINK_DEBOUNCE_MS = 50;

export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setScrolled(window.scrollY > SHRINK_AFTER_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SHRINK_DEBOUNCE_MS);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}
