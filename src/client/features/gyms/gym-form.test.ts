import { describe, expect, it } from 'vitest';
import { gymMessages } from '@shared/gyms';
import { emptyGymForm, gymToForm, validateGymForm } from './gym-form';

const valid = { ...emptyGymForm(), clubNumber: 'IL-9', name: 'Summit Gymnastics', state: 'IL' };

describe('admin gym form', () => {
  it('requires club number, name and state (spec 001 §5 Gym)', () => {
    const result = validateGymForm(emptyGymForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.clubNumber).toBe(gymMessages.clubNumberRequired);
    expect(result.errors.name).toBe(gymMessages.nameRequired);
    expect(result.errors.state).toBe(gymMessages.stateRequired);
  });

  it('requires a country', () => {
    const result = validateGymForm({ ...valid, country: ' ' });
    expect(result.ok || result.errors.country).toBe(gymMessages.countryRequired);
  });

  it.each(['0', '-5', '12.5', 'big'])('rejects building size %s', (buildingSqFt) => {
    const result = validateGymForm({ ...valid, buildingSqFt });
    expect(result.ok || result.errors.buildingSqFt).toBe(gymMessages.buildingSqFt);
  });

  it('rejects an invalid email and accepts a blank one', () => {
    const bad = validateGymForm({ ...valid, email: 'nope' });
    expect(bad.ok || bad.errors.email).toBe(gymMessages.emailInvalid);
    expect(validateGymForm({ ...valid, email: '' }).ok).toBe(true);
  });

  it('turns blanks into null and numbers into numbers', () => {
    const result = validateGymForm({ ...valid, buildingSqFt: '18000', latitude: '39.78', affiliationIds: [2] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      buildingSqFt: 18000,
      latitude: 39.78,
      city: null,
      affiliationIds: [2],
      status: 'active',
    });
  });

  it('reads a gym from the API back into the form', () => {
    const form = gymToForm({ name: 'A', buildingSqFt: 100, latitude: 1.5, city: null, affiliationIds: [1, 3] });
    expect(form).toMatchObject({
      name: 'A',
      buildingSqFt: '100',
      latitude: '1.5',
      city: '',
      affiliationIds: [1, 3],
      country: 'United States',
    });
  });
});
