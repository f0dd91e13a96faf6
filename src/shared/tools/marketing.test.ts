import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketingCosts, marketingInputSchema } from './marketing';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

const channels = [
  { name: 'Facebook', spend: 500, leads: 40, newMembers: 6 },
  { name: 'Flyers', spend: 120, leads: 0, newMembers: 0 },
  { name: 'Referrals', spend: 0, leads: 10, newMembers: 5 },
];

describe('marketing cost per channel', () => {
  it('works out each channel and the totals as by hand', () => {
    // Facebook  500 ÷ 40 = 12.50 a lead; 500 ÷ 6 = 83.333… → 83.33 a member; 6 ÷ 40 = 15 %
    // Flyers    no lead: no cost per lead or member (null), 0 % conversion
    // Referrals 0 ÷ 10 = 0.00 a lead, 0 ÷ 5 = 0.00 a member, 5 ÷ 10 = 50 %
    // totals    620 spent, 50 leads, 11 members: 12.40 a lead, 56.3636… → 56.36 a member, 22 %
    const result = marketingCosts(marketingInputSchema.parse({ channels }));
    expect(result.channels).toEqual([
      { ...channels[0], costPerLead: 12.5, costPerNewMember: 83.33, conversionPercent: 15 },
      { ...channels[1], costPerLead: null, costPerNewMember: null, conversionPercent: 0 },
      { ...channels[2], costPerLead: 0, costPerNewMember: 0, conversionPercent: 50 },
    ]);
    expect(result.totals).toEqual({
      spend: 620,
      leads: 50,
      newMembers: 11,
      costPerLead: 12.4,
      costPerNewMember: 56.36,
      conversionPercent: 22,
    });
  });

  it('gives a member cost only once a channel brings a member', () => {
    const row = marketingCosts({ channels: [{ name: 'Radio', spend: 300, leads: 7, newMembers: 0 }] }).channels[0];
    expect(row).toMatchObject({ costPerLead: 42.86, costPerNewMember: null, conversionPercent: 0 });
    expect(marketingCosts({ channels: [] }).totals).toMatchObject({ spend: 0, costPerLead: null });
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) =>
      firstMessage(marketingInputSchema.safeParse({ channels: [{ ...channels[0], ...patch }] }));
    expect(parse({ name: '' })).toBe('Channel name is required');
    expect(parse({ spend: -1 })).toBe('Spend cannot be negative');
    expect(parse({ leads: 1.5 })).toBe('Leads must be a whole number');
    expect(parse({ newMembers: -1 })).toBe('New members cannot be negative');
    expect(parse({ newMembers: 41 })).toBe('New members cannot exceed leads');
  });
});

describe('marketing properties', () => {
  const channel = fc
    .record({ spend: money(1e8), leads: whole(1e6), converted: fc.double({ min: 0, max: 1, noNaN: true }) })
    .map(({ spend, leads, converted }) => ({ name: 'c', spend, leads, newMembers: Math.floor(leads * converted) }));

  it('never gives NaN or Infinity; costs are whole cents and conversion stays within 0–100', () => {
    fc.assert(
      fc.property(fc.array(channel, { maxLength: 20 }), (list) => {
        const result = marketingCosts(marketingInputSchema.parse({ channels: list }));
        expect(allFinite(result)).toBe(true);
        for (const row of [...result.channels, result.totals]) {
          for (const v of [row.spend, row.costPerLead ?? 0, row.costPerNewMember ?? 0]) expect(isCents(v)).toBe(true);
          expect(row.conversionPercent).toBeGreaterThanOrEqual(0);
          expect(row.conversionPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('never lowers the cost per lead when more is spent for the same leads', () => {
    fc.assert(
      fc.property(channel, money(1e6), (c, more) => {
        const before = marketingCosts({ channels: [c] }).totals.costPerLead;
        const after = marketingCosts({ channels: [{ ...c, spend: c.spend + more }] }).totals.costPerLead;
        if (before === null) expect(after).toBeNull();
        else expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
