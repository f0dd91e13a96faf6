import { describe, expect, it } from 'vitest';
import {
  DELETING_MS_PER_CHAR,
  initialTypingState,
  nextTypingStep,
  TYPING_MS_PER_CHAR,
  TYPING_PAUSE_MS,
  typedText,
  type TypingState,
} from './typing-headline';

const prefix = 'For ';
const words = ['Directors', 'Managers', 'Leaders'];

/** Runs the machine, recording every text shown and the delay before it. */
function run(steps: number, from: TypingState = initialTypingState) {
  let state = from;
  const frames: { text: string; delay: number; phase: string }[] = [];
  for (let i = 0; i < steps; i++) {
    const next = nextTypingStep(prefix, words, state);
    state = next.state;
    frames.push({ text: typedText(prefix, words, state), delay: next.delay, phase: state.phase });
  }
  return { state, frames };
}

describe('typing headline', () => {
  it('types the full phrase one character per 50 ms', () => {
    const { frames } = run('For Directors'.length);
    expect(frames.map((f) => f.text).at(-1)).toBe('For Directors');
    expect(frames.every((f) => f.delay === TYPING_MS_PER_CHAR)).toBe(true);
    expect(frames[0]!.text).toBe('F');
  });

  it('waits 2 s on the full phrase, then deletes only the word at 30 ms a character', () => {
    const typed = run('For Directors'.length).state;
    const pause = nextTypingStep(prefix, words, typed);
    expect(pause.delay).toBe(TYPING_PAUSE_MS);
    expect(typedText(prefix, words, pause.state)).toBe('For Directors');
    const { frames } = run('Directors'.length + 2, pause.state);
    expect(frames.slice(0, -1).every((f) => f.delay === DELETING_MS_PER_CHAR)).toBe(true);
    expect(frames.at(-2)!.text).toBe('For ');
    expect(frames.at(-1)!.phase).toBe('typing');
  });

  it('cycles Directors, Managers, Leaders and back to Directors', () => {
    const seen: string[] = [];
    let state = initialTypingState;
    for (let i = 0; i < 400; i++) {
      state = nextTypingStep(prefix, words, state).state;
      if (state.phase === 'pausing') seen.push(typedText(prefix, words, state));
    }
    expect(seen.slice(0, 4)).toEqual(['For Directors', 'For Managers', 'For Leaders', 'For Directors']);
  });

  it('never shows less than the phrase once it has been typed', () => {
    const { frames } = run(300);
    const afterFirst = frames.slice('For Directors'.length);
    expect(afterFirst.every((f) => f.text.startsWith(prefix))).toBe(true);
  });
});
