import { z } from 'zod';
import { amount, count, rows, rowName, toolsMessages as m } from './fields';
import { percentOf, ratio, roundCents, sumCents } from './numbers';
import type { ReportBody } from './report';

/** What each marketing channel costs per lead and per new member, and how well it converts. */

export const marketingChannelSchema = z
  .object({
    name: rowName(m.channelNameRequired),
    spend: amount('Spend'),
    leads: count('Leads'),
    newMembers: count('New members'),
  })
  // Every new member credited to a channel came to it as a lead first.
  .refine((c) => c.newMembers <= c.leads, { message: m.exceeds('New members', 'Leads'), path: ['newMembers'] });

export const marketingInputSchema = z.object({ channels: rows(marketingChannelSchema) });
export type MarketingInput = z.output<typeof marketingInputSchema>;

export interface ChannelFigures {
  spend: number;
  leads: number;
  newMembers: number;
  /** spend ÷ leads; null with no lead (a lead that never came has no price, and $0 would flatter). */
  costPerLead: number | null;
  /** spend ÷ new members; null with no new member, for the same reason. */
  costPerNewMember: number | null;
  /** newMembers ÷ leads × 100, two decimals; 0 with no lead. */
  conversionPercent: number;
}
export interface MarketingResult {
  channels: (ChannelFigures & { name: string })[];
  totals: ChannelFigures;
}

function figures(spend: number, leads: number, newMembers: number): ChannelFigures {
  const perLead = ratio(spend, leads, null);
  const perMember = ratio(spend, newMembers, null);
  return {
    spend,
    leads,
    newMembers,
    costPerLead: perLead === null ? null : roundCents(perLead),
    costPerNewMember: perMember === null ? null : roundCents(perMember),
    conversionPercent: percentOf(newMembers, leads, 0),
  };
}

/** Spend is rounded to cents per channel; the totals' ratios use the summed spend, leads and members. */
export function marketingCosts({ channels }: MarketingInput): MarketingResult {
  const rowsOut = channels.map((c) => ({ name: c.name, ...figures(roundCents(c.spend), c.leads, c.newMembers) }));
  const totals = figures(
    sumCents(rowsOut.map((c) => c.spend)),
    channels.reduce((n, c) => n + c.leads, 0),
    channels.reduce((n, c) => n + c.newMembers, 0),
  );
  return { channels: rowsOut, totals };
}

/** The scenario as a report: the channels as a table, the totals as results. */
export function marketingReport(_input: MarketingInput, r: MarketingResult): ReportBody {
  return {
    inputs: [{ key: 'channels', label: 'Channels', value: r.channels.length, unit: 'number' }],
    results: [
      { key: 'spend', label: 'Total spend', value: r.totals.spend, unit: 'money' },
      { key: 'leads', label: 'Leads', value: r.totals.leads, unit: 'number' },
      { key: 'newMembers', label: 'New members', value: r.totals.newMembers, unit: 'number' },
      { key: 'costPerLead', label: 'Cost per lead', value: r.totals.costPerLead, unit: 'money' },
      {
        key: 'costPerNewMember',
        label: 'Cost per new member',
        value: r.totals.costPerNewMember,
        unit: 'money',
        primary: true,
      },
      {
        key: 'conversionPercent',
        label: 'Lead to member conversion',
        value: r.totals.conversionPercent,
        unit: 'percent',
      },
    ],
    tables: [
      {
        key: 'channels',
        heading: 'Channels',
        columns: [
          { label: 'Channel', unit: 'text' },
          { label: 'Spend', unit: 'money' },
          { label: 'Leads', unit: 'number' },
          { label: 'New members', unit: 'number' },
          { label: 'Cost per lead', unit: 'money' },
          { label: 'Cost per new member', unit: 'money' },
          { label: 'Conversion', unit: 'percent' },
        ],
        rows: r.channels.map((c) => [
          c.name,
          c.spend,
          c.leads,
          c.newMembers,
          c.costPerLead,
          c.costPerNewMember,
          c.conversionPercent,
        ]),
      },
    ],
  };
}
