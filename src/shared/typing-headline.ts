/**
 * The home page's typing headline (spec 000 §4, §9): type the full phrase, wait 2 s, delete
 * the word, type the next word, wait 2 s, repeat. Pure, so the timing is unit-tested.
 */
export const TYPING_MS_PER_CHAR = 50;
export const DELETING_MS_PER_CHAR = 30;
export const TYPING_PAUSE_MS = 2000;

export const HEADLINE_WORDS = ['Directors', 'Managers', 'Leaders'] as const;

export type TypingPhase = 'typing' | 'pausing' | 'deleting';

export interface TypingState {
  /** Index into the word list of the word being typed, shown or deleted. */
  wordIndex: number;
  /** Characters of prefix + word currently shown. */
  shown: number;
  phase: TypingPhase;
}

export const initialTypingState: TypingState = { wordIndex: 0, shown: 0, phase: 'typing' };

/** The text on screen for a state. */
export function typedText(prefix: string, words: readonly string[], state: TypingState): string {
  return (prefix + (words[state.wordIndex] ?? '')).slice(0, state.shown);
}

/** The next state and how long to wait before moving to it. */
export function nextTypingStep(
  prefix: string,
  words: readonly string[],
  state: TypingState,
): { state: TypingState; delay: number } {
  const full = prefix.length + (words[state.wordIndex] ?? '').length;
  switch (state.phase) {
    case 'typing':
      if (state.shown < full) return { state: { ...state, shown: state.shown + 1 }, delay: TYPING_MS_PER_CHAR };
      return { state: { ...state, phase: 'pausing' }, delay: TYPING_PAUSE_MS };
    case 'pausing':
      return { state: { ...state, phase: 'deleting' }, delay: DELETING_MS_PER_CHAR };
    case 'deleting':
      // Only the word is deleted; the phrase before it stays.
      if (state.shown > prefix.length)
        return { state: { ...state, shown: state.shown - 1 }, delay: DELETING_MS_PER_CHAR };
      return {
        state: { wordIndex: (state.wordIndex + 1) % words.length, shown: prefix.length, phase: 'typing' },
        delay: TYPING_MS_PER_CHAR,
      };
  }
}
