import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastReducer, useToast, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, open: true, title: `Toast ${id}` });

/** What the Toaster would show right now: it renders whatever useToast() hands it. */
function shown(): { title: unknown; open: boolean }[] {
  let seen: ToasterToast[] = [];
  function Probe() {
    seen = useToast().toasts;
    return null;
  }
  renderToString(createElement(Probe));
  return seen.map(({ title, open }) => ({ title, open }));
}

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    let state = { toasts: [] as ToasterToast[] };
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('3') });
    expect(state.toasts.map((t) => t.id)).toEqual(['3']);
  });

  it('closes a dismissed toast and removes it later', () => {
    let state = { toasts: [make('1')] };
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([{ ...make('1'), open: false }]);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Saved' } });
    expect(state.toasts).toEqual([{ id: '1', open: true, title: 'Saved' }]);
  });
});

describe('toast() as the Toaster sees it', () => {
  afterEach(() => {
    dismissToast();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows only the newest toast, and a dismissed one closes at once but stays mounted for 1000000 ms', () => {
    vi.useFakeTimers();
    toast({ title: 'Saved' });
    const latest = toast({ title: 'Logout failed', variant: 'destructive' });
    expect(shown()).toEqual([{ title: 'Logout failed', open: true }]);

    latest.update({ title: 'Logout failed again' });
    expect(shown()).toEqual([{ title: 'Logout failed again', open: true }]);

    latest.dismiss();
    expect(shown()).toEqual([{ title: 'Logout failed again', open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});
