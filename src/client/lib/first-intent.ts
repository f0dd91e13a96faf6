/** Signs the visitor is about to act: a press, a touch, a key, focus moving. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the visitor's first sign of intent (what a first visit defers until
 * then: the route table, the toasts' code). Returns what stops listening.
 */
export function onFirstIntent(callback: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, fire, true);
  };
  const fire = () => {
    stop();
    callback();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
