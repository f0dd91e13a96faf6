import { describe, expect, it } from 'vitest';
import { affiliationSchema, gymListQuerySchema, gymPatchSchema, gymSchema } from './gyms';

const messagesOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = { clubNumber: 'IL-1', name: 'Prairie Wind', state: 'IL', country: 'United States', status: 'active' };

describe('gym schema (spec 001 §5)', () => {
  it('requires clubNumber, name, state, country and status', () => {
    expect(messagesOf(gymSchema.safeParse({ clubNumber: ' ', name: '' }))).toEqual({
      clubNumber: 'Club number is required',
      name: 'Gym name is required',
      state: 'State is required',
      country: 'Country is required',
      status: 'Status is required',
    });
  });

  it('accepts a minimal gym and fills blanks with null', () => {
    const g = gymSchema.parse({ ...valid, city: '', email: '' });
    expect(g).toMatchObject({ ...valid, city: null, email: null, latitude: null, longitude: null });
  });

  it('wants a positive whole building size', () => {
    for (const buildingSqFt of [0, -5, 12.5, '1000']) {
      expect(messagesOf(gymSchema.safeParse({ ...valid, buildingSqFt }))).toEqual({
        buildingSqFt: 'Building size must be a positive whole number',
      });
    }
    expect(gymSchema.parse({ ...valid, buildingSqFt: 18000 }).buildingSqFt).toBe(18000);
  });

  it('checks the email, the state length and the coordinates', () => {
    expect(
      messagesOf(gymSchema.safeParse({ ...valid, email: 'x@', state: 'ILLN', latitude: 91, longitude: '-181' })),
    ).toEqual({
      email: 'Please enter a valid email',
      state: 'State must be at most 3 characters',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
    expect(gymSchema.parse({ ...valid, latitude: '39.78', longitude: -89.65 })).toMatchObject({
      latitude: 39.78,
      longitude: -89.65,
    });
  });

  it('takes affiliationIds as a list of ids', () => {
    expect(gymSchema.parse({ ...valid, affiliationIds: [1, 2] }).affiliationIds).toEqual([1, 2]);
    expect(messagesOf(gymSchema.safeParse({ ...valid, affiliationIds: ['a'] }))).toEqual({
      'affiliationIds.0': 'Affiliations must be a list of affiliation ids',
    });
  });

  it('accepts only active or inactive status', () => {
    expect(messagesOf(gymSchema.safeParse({ ...valid, status: 'closed' }))).toEqual({ status: 'Status is required' });
  });

  it('patches any subset with the same rules', () => {
    expect(gymPatchSchema.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(messagesOf(gymPatchSchema.safeParse({ name: '' }))).toEqual({ name: 'Gym name is required' });
  });
});

describe('affiliations and list query', () => {
  it('requires an affiliation name', () => {
    expect(messagesOf(affiliationSchema.safeParse({ name: ' ' }))).toEqual({ name: 'Affiliation name is required' });
    expect(affiliationSchema.parse({ name: 'AAU' })).toEqual({ name: 'AAU', description: null });
  });

  it('pages 25 at a time by default', () => {
    expect(gymListQuerySchema.parse({})).toEqual({ status: 'all', page: 1, pageSize: 25 });
  });
});
