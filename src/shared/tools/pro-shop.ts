import { z } from 'zod';
import { amount, percent, rowName, toolsMessages as m } from './fields';
import { percentOf, roundCents, roundPercent, sumCents } from './numbers';
import type { ReportBody } from './report';

/** Spec 001 §3 pro_shop_items: a retail price from a cost and a markup, and what the sale nets. */

export const MARKUP_TYPES = ['percent', 'amount'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];
/** Spec 001 §9: the markup type defaults to percent. */
export const DEFAULT_MARKUP_TYPE: MarkupType = 'percent';
/** A markup percent above 10,000 (a hundredfold) is a typing slip, not a price. */
export const MAX_MARKUP_PERCENT = 10_000;

export const proShopItemInputSchema = z.object({
  itemName: rowName(m.itemNameRequired),
  itemCost: amount('Item cost'),
  markupType: z.enum(MARKUP_TYPES, { error: m.markupTypeInvalid }).default(DEFAULT_MARKUP_TYPE),
  /** Read only for a percent markup; missing or null counts as 0. */
  markupPercent: amount('Markup percent', MAX_MARKUP_PERCENT).nullish(),
  /** Read only for an amount markup; missing or null counts as 0. */
  markupAmount: amount('Markup amount').nullish(),
  ccFeePercent: percent('Credit card fee percent'),
});
export type ProShopItemInput = z.output<typeof proShopItemInputSchema>;

export interface ProShopPrice {
  retailPrice: number;
  /** Can be negative: a card fee larger than the markup loses money on each sale. */
  netProfit: number;
}

/** The retail price is rounded to cents first; the card fee and profit come from that shelf price. */
export function proShopPrice(input: Omit<ProShopItemInput, 'itemName'>): ProShopPrice {
  const { itemCost, markupType, ccFeePercent } = input;
  const exact =
    markupType === 'amount' ? itemCost + (input.markupAmount ?? 0) : itemCost * (1 + (input.markupPercent ?? 0) / 100);
  const retailPrice = roundCents(exact);
  const netProfit = roundCents(retailPrice - itemCost - (retailPrice * ccFeePercent) / 100);
  return { retailPrice, netProfit };
}

/** An item's margin: net profit ÷ retail price, two decimals; null at a $0 price (decision 0112). */
export const itemMargin = (item: ProShopPrice) => percentOf(item.netProfit, item.retailPrice, null);

export interface ProShopSummary {
  items: number;
  /** The plain average of the items' margins (each item weighs alike: sales volumes are unknown). */
  averageMarginPercent: number | null;
  /** Σ net profit: selling one of each. */
  profitOfOneEach: number;
}

export function proShopSummary(items: readonly ProShopPrice[]): ProShopSummary {
  const margins = items.map(itemMargin).filter((m): m is number => m !== null);
  return {
    items: items.length,
    averageMarginPercent: margins.length ? roundPercent(margins.reduce((a, b) => a + b, 0) / margins.length) : null,
    profitOfOneEach: sumCents(items.map((i) => i.netProfit)),
  };
}

type PricedItem = ProShopPrice & Omit<ProShopItemInput, 'markupType'> & { markupType: MarkupType };

/** The price list as a report (its export): the summary, then every item with its figures. */
export function proShopReport(items: readonly PricedItem[]): ReportBody {
  const summary = proShopSummary(items);
  return {
    inputs: [],
    results: [
      { key: 'items', label: 'Items', value: summary.items, unit: 'number' },
      { key: 'averageMarginPercent', label: 'Average margin', value: summary.averageMarginPercent, unit: 'percent' },
      {
        key: 'profitOfOneEach',
        label: 'Profit, one of each',
        value: summary.profitOfOneEach,
        unit: 'money',
        primary: true,
      },
    ],
    tables: [
      {
        key: 'items',
        heading: 'Items',
        columns: [
          { label: 'Item', unit: 'text' },
          { label: 'Cost', unit: 'money' },
          { label: 'Markup', unit: 'text' },
          { label: 'Card fee', unit: 'rate' },
          { label: 'Retail price', unit: 'money' },
          { label: 'Net profit', unit: 'money' },
          { label: 'Margin', unit: 'percent' },
        ],
        rows: items.map((i) => [
          i.itemName,
          i.itemCost,
          i.markupType === 'amount' ? `$${(i.markupAmount ?? 0).toFixed(2)}` : `${i.markupPercent ?? 0}%`,
          i.ccFeePercent,
          i.retailPrice,
          i.netProfit,
          itemMargin(i),
        ]),
      },
    ],
  };
}
