import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, open: true, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    let state = { toasts: [] as ToasterToast[] };
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('3') });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.toasts.map((t) => t.id)).toEqual(['3']);
  });

  it('closes a dismissed toast and removes it later', () => {
    let state = { toasts: [make('1')] };
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('updates a toast in place', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Saved' } });
    expect(state.toasts[0]?.title).toBe('Saved');
  });
});
