import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) for the
 * navigation bar, small enough to live in the shell every page loads: Enter, Space or
 * ArrowDown open it on the first item (ArrowUp on the last), arrows, Home, End and a first
 * letter move through the items, Escape closes it and returns focus to the button, Tab and a
 * click outside close it.
 */
interface MenuButtonProps {
  /** Accessible name of the button, e.g. 'Learn menu'. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  contentClassName?: string;
  align?: 'start' | 'end';
  /**
   * The menu's content; `close` closes the menu (items call it when chosen). An item that opens a
   * dialog calls `closeToButton` instead: focus is back on the button when the dialog opens, so the
   * dialog returns it there when it closes.
   */
  children: (close: () => void, closeToButton: () => void) => ReactNode;
}

/** The menu's enabled items, in order. */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

export function MenuButton({
  label,
  trigger,
  triggerClassName,
  contentClassName,
  align = 'start',
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | 'menu'>('first');
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // Where focus goes when the menu opens: an item when opened from the keyboard, the menu itself for a pointer.
  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    if (focusTarget === 'menu' || list.length === 0) menu.current?.focus();
    else (focusTarget === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusTarget]);

  // A press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (target: 'first' | 'last' | 'menu') => {
    setFocusTarget(target);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        // detail is 0 for a click made with Enter or Space.
        onClick={(event) => (open ? close() : openAt(event.detail === 0 ? 'first' : 'menu'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          data-state="open"
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full mt-2 outline-none',
            align === 'end' ? 'right-0' : 'left-0',
            contentClassName,
          )}
        >
          {children(
            () => close(),
            () => close(true),
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Pointer hover moves focus, so the highlighted item and the focused one are the same. */
export const menuItemHandlers = {
  tabIndex: -1,
  onPointerMove: (event: { currentTarget: HTMLElement }) => {
    if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
  },
};
