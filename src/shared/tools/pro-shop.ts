import { z } from 'zod';
import { amount, percent, rowName, toolsMessages as m } from './fields';
import { roundCents } from './numbers';

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
