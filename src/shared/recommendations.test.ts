import { describe, expect, it } from 'vitest';
import {
  bookInputSchema,
  bookPatchSchema,
  commentInputSchema,
  podcastInputSchema,
  podcastPatchSchema,
  recommendationListQuerySchema,
  recommendationMessages as m,
  voteInputSchema,
} from './recommendations';

const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('recommendation schemas (spec 001 §5 Books and podcasts)', () => {
  it('takes votes of -1, 0 and 1 only', () => {
    for (const vote of [-1, 0, 1]) expect(voteInputSchema.parse({ vote })).toEqual({ vote });
    for (const vote of [2, -2, 0.5, '1', null]) expect(first(voteInputSchema.safeParse({ vote }))).toBe(m.voteInvalid);
  });

  it('takes comments of 1 to 1000 characters', () => {
    expect(first(commentInputSchema.safeParse({ content: '   ' }))).toBe(m.commentRequired);
    expect(first(commentInputSchema.safeParse({}))).toBe(m.commentRequired);
    expect(first(commentInputSchema.safeParse({ content: 'x'.repeat(1001) }))).toBe(m.commentTooLong);
    expect(commentInputSchema.parse({ content: 'x'.repeat(1000) }).content).toHaveLength(1000);
  });

  it('rates 0 to 5 and names gymnastics, ninja or swim, or no type for every business', () => {
    const book = { title: 'Traction', author: 'Gino Wickman' };
    expect(first(bookInputSchema.safeParse({ ...book, rating: 5.5 }))).toBe(m.ratingRange);
    expect(first(bookInputSchema.safeParse({ ...book, rating: -1 }))).toBe(m.ratingRange);
    expect(bookInputSchema.parse({ ...book, rating: 4.5 }).businessType).toBeNull();
    expect(bookInputSchema.parse({ ...book, businessType: null }).businessType).toBeNull();
    expect(bookInputSchema.parse({ ...book, businessType: 'swim' }).businessType).toBe('swim');
    expect(first(bookInputSchema.safeParse({ ...book, businessType: 'tennis' }))).toBe(m.businessTypeInvalid);
    expect(first(recommendationListQuerySchema.safeParse({ businessType: 'dance' }))).toBe(m.businessTypeInvalid);
    expect(first(bookInputSchema.safeParse({ ...book, amazonUrl: 'not a url' }))).toBe(m.urlInvalid);
  });

  it('changes in a PATCH only the fields it sends', () => {
    expect(bookPatchSchema.parse({ rating: 3 })).toEqual({ rating: 3 });
    expect(podcastPatchSchema.parse({ businessType: null })).toEqual({ businessType: null });
    expect(bookInputSchema.parse({ title: 'Traction', author: 'Gino Wickman' })).toMatchObject({
      rating: 0,
      categories: [],
      businessType: null,
      displayOrder: 0,
    });
  });

  it('wants a podcast link from a video-sharing site', () => {
    const podcast = { title: 'How I Built This', host: 'Guy Raz' };
    expect(first(podcastInputSchema.safeParse({ ...podcast, youtubeUrl: 'https://open.spotify.com/show/x' }))).toBe(
      m.podcastUrlInvalid,
    );
    expect(
      podcastInputSchema.parse({ ...podcast, youtubeUrl: 'https://www.youtube.com/results?search_query=x' }).youtubeUrl,
    ).toContain('youtube.com');
    expect(first(podcastInputSchema.safeParse({ title: 'X' }))).toBe(m.hostRequired);
  });
});
