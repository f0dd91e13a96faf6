import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checklistCounts,
  flattenChecklist,
  isSectionCompleted,
  learningMessages,
  moduleInputSchema,
  percentOf,
  progressInputSchema,
  sectionTabsInputSchema,
  type ChecklistItem,
} from './index';
import { isVideoUrl, youtubeId } from '../video-links';

const item = (stableKey: string, isRequired = true, children: ChecklistItem[] = []): ChecklistItem => ({
  stableKey,
  text: stableKey,
  helpText: null,
  isRequired,
  children,
});

describe('section completion', () => {
  const tree = [item('a', true, [item('a-1', true), item('a-2', false)]), item('b', false)];
  const flat = flattenChecklist(tree);

  it('needs every required item checked, nested ones included', () => {
    expect(flat.map((i) => i.stableKey)).toEqual(['a', 'a-1', 'a-2', 'b']);
    expect(isSectionCompleted(flat, { a: true }, true)).toBe(false);
    expect(isSectionCompleted(flat, { a: true, 'a-1': true }, false)).toBe(true);
    expect(isSectionCompleted(flat, { a: true, 'a-1': false, b: true }, true)).toBe(false);
  });

  it('with no required item, is completed once opened', () => {
    const optional = [item('x', false)];
    expect(isSectionCompleted(optional, {}, false)).toBe(false);
    expect(isSectionCompleted(optional, {}, true)).toBe(true);
    expect(isSectionCompleted([], {}, true)).toBe(true);
  });

  it('counts done items, all or required only', () => {
    expect(checklistCounts(tree, { a: true, b: true })).toEqual({ done: 2, total: 4 });
    expect(checklistCounts(tree, { a: true, b: true }, true)).toEqual({ done: 1, total: 2 });
  });

  it('ticking one more item never un-completes a section', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ stableKey: fc.stringMatching(/^[a-z]{1,4}$/), isRequired: fc.boolean() }), {
          maxLength: 12,
        }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.boolean()),
        fc.stringMatching(/^[a-z]{1,4}$/),
        (items, state, key) => {
          if (!isSectionCompleted(items, state, true)) return;
          expect(isSectionCompleted(items, { ...state, [key]: true }, true)).toBe(true);
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it('is a whole number of completed over total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('stays a whole number within 0–100 and grows with what is done', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const total = Math.max(a, b);
        const done = Math.min(a, b);
        const p = percentOf(done, total);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (done < total) expect(percentOf(done + 1, total)).toBeGreaterThanOrEqual(p);
      }),
    );
    expect(percentOf(Number.NaN, 3)).toBe(0);
  });
});

describe('learning schemas', () => {
  it('refuses a video module without a video link, and non-video links', () => {
    const base = { title: 'Grit', slug: 'grit', moduleType: 'video' };
    const missing = moduleInputSchema.safeParse(base);
    expect(missing.error?.issues[0]?.message).toBe(learningMessages.videoUrlRequired);
    const wrong = moduleInputSchema.safeParse({ ...base, youtubeUrl: 'https://example.com/v' });
    expect(wrong.error?.issues[0]?.message).toBe(learningMessages.videoUrlInvalid);
    expect(moduleInputSchema.parse({ ...base, youtubeUrl: 'https://youtu.be/H14bBuluwB8' }).category).toBe('playbooks');
  });

  it('refuses two tabs of one type, repeated keys and too deep nesting', () => {
    const tab = (tabType: string, checklist: unknown[] = []) => ({ tabType, title: 'T', checklist });
    const message = (input: unknown) => sectionTabsInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ tabs: [tab('overview'), tab('overview')] })).toBe(learningMessages.tabTypeRepeated);
    expect(
      message({
        tabs: [
          tab('checklist', [
            { text: 'a', stableKey: 'k' },
            { text: 'b', stableKey: 'k' },
          ]),
        ],
      }),
    ).toBe(learningMessages.stableKeyRepeated);
    const deep = { text: 'd', children: [{ text: 'c', children: [{ text: 'b', children: [{ text: 'a' }] }] }] };
    expect(message({ tabs: [tab('checklist', [deep])] })).toBe(learningMessages.checklistTooDeep);
    expect(message({ tabs: [tab('checklist', [{ text: ' ' }])] })).toBe(learningMessages.checklistTextRequired);
  });

  it('accepts a progress write of tab and ticks, and nothing else', () => {
    expect(progressInputSchema.parse({ lastViewedTab: 'examples', checklistState: { a: true } })).toEqual({
      lastViewedTab: 'examples',
      checklistState: { a: true },
    });
    expect(progressInputSchema.safeParse({ lastViewedTab: 'summary' }).success).toBe(false);
    expect(progressInputSchema.safeParse({ checklistState: { a: 'yes' } }).success).toBe(false);
  });
});

describe('video links', () => {
  it('knows YouTube and Vimeo, and reads a YouTube id', () => {
    expect(isVideoUrl('https://www.youtube.com/watch?v=u4ZoJKF_VuA')).toBe(true);
    expect(isVideoUrl('https://vimeo.com/76979871')).toBe(true);
    expect(isVideoUrl('https://youtube.com.evil.example/watch?v=x')).toBe(false);
    expect(isVideoUrl('javascript:alert(1)')).toBe(false);
    expect(youtubeId('https://www.youtube.com/watch?v=u4ZoJKF_VuA')).toBe('u4ZoJKF_VuA');
    expect(youtubeId('https://youtu.be/H14bBuluwB8?t=3')).toBe('H14bBuluwB8');
    expect(youtubeId('https://www.youtube.com/embed/rrkrvAUbU9Y')).toBe('rrkrvAUbU9Y');
    expect(youtubeId('https://vimeo.com/76979871')).toBeNull();
  });
});
