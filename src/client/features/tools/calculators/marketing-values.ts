import { fieldText, parseNumberInput } from './calculator-input';

/** The marketing calculator's channel rows as typed, and back from a saved scenario. */

export interface RawChannel {
  /** React's key for the row; not saved. */
  key: number;
  name: string;
  spend: string;
  leads: string;
  newMembers: string;
}
export type MarketingRaw = RawChannel[];

/** An illustrative month of a gym's marketing, five common channels. */
export const marketingExample: MarketingRaw = [
  { key: 1, name: 'Facebook ads', spend: '1,200', leads: '60', newMembers: '9' },
  { key: 2, name: 'Google ads', spend: '900', leads: '30', newMembers: '6' },
  { key: 3, name: 'Flyers', spend: '300', leads: '12', newMembers: '1' },
  { key: 4, name: 'Referrals', spend: '250', leads: '25', newMembers: '10' },
  { key: 5, name: 'Open house', spend: '600', leads: '40', newMembers: '8' },
];

export const marketingToInput = (raw: MarketingRaw) => ({
  channels: raw.map((c) => ({
    name: c.name,
    spend: parseNumberInput(c.spend),
    leads: parseNumberInput(c.leads),
    newMembers: parseNumberInput(c.newMembers),
  })),
});

/** A saved scenario's channels back as rows, in their saved order. */
export function marketingToRaw(inputs: Record<string, unknown>): MarketingRaw {
  const channels = Array.isArray(inputs.channels) ? (inputs.channels as Record<string, unknown>[]) : [];
  return channels.map((c, index) => ({
    key: index + 1,
    name: typeof c.name === 'string' ? c.name : '',
    spend: fieldText(c.spend),
    leads: fieldText(c.leads),
    newMembers: fieldText(c.newMembers),
  }));
}
