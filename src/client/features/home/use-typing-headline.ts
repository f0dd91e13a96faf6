import { useEffect, useState } from 'react';
import { initialTypingState, nextTypingStep, typedText } from '@shared/typing-headline';
import { prefersReducedMotion } from '@/lib/motion';

/**
 * The text of the typing headline, advanced by the pure state machine. With reduced motion
 * the full phrase with the first word stands still.
 */
export function useTypingHeadline(prefix: string, words: readonly string[]): string {
  // Read after the first render: the server, which cannot know, renders the moving headline.
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const [state, setState] = useState(initialTypingState);

  useEffect(() => {
    if (reduced) return;
    const { state: next, delay } = nextTypingStep(prefix, words, state);
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [reduced, prefix, words, state]);

  return reduced ? prefix + (words[0] ?? '') : typedText(prefix, words, state);
}
