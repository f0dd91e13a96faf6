import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proShopItemInputSchema, proShopPrice } from './pro-shop';
import { allFinite, firstMessage, isCents, money, pct } from './test-helpers';

const item = { itemName: 'Grip bag', itemCost: 12.5, markupPercent: 60, ccFeePercent: 3 };

describe('pro-shop pricing', () => {
  it('prices a percent markup, the default type', () => {
    // retail 12.50 × (1 + 60/100) = 20.00; card fee 20.00 × 3% = 0.60; net 20.00 − 12.50 − 0.60 = 6.90
    const parsed = proShopItemInputSchema.parse(item);
    expect(parsed.markupType).toBe('percent');
    expect(proShopPrice(parsed)).toEqual({ retailPrice: 20, netProfit: 6.9 });
  });

  it('prices an amount markup', () => {
    // retail 8.99 + 6.00 = 14.99; fee 14.99 × 2.9% = 0.43471; net 14.99 − 8.99 − 0.43471 = 5.56529 → 5.57
    const input = { itemName: 'Scrunchie', itemCost: 8.99, markupType: 'amount', markupAmount: 6, ccFeePercent: 2.9 };
    expect(proShopPrice(proShopItemInputSchema.parse(input))).toEqual({ retailPrice: 14.99, netProfit: 5.57 });
  });

  it('rounds the shelf price half up and nets the fee on that price', () => {
    // retail 10.05 × 1.10 = 11.055 → 11.06; fee 11.06 × 3% = 0.3318; net 11.06 − 10.05 − 0.3318 = 0.6782 → 0.68
    expect(proShopPrice({ itemCost: 10.05, markupType: 'percent', markupPercent: 10, ccFeePercent: 3 })).toEqual({
      retailPrice: 11.06,
      netProfit: 0.68,
    });
  });

  it('counts a missing markup as none, and a fee above the markup as a loss', () => {
    expect(proShopPrice({ itemCost: 10, markupType: 'amount', markupAmount: null, ccFeePercent: 0 })).toEqual({
      retailPrice: 10,
      netProfit: 0,
    });
    expect(proShopPrice({ itemCost: 10, markupType: 'percent', ccFeePercent: 0 })).toEqual({
      retailPrice: 10,
      netProfit: 0,
    });
    // retail 10 + 0.10 = 10.10; fee 10.10 × 3% = 0.303; net 10.10 − 10 − 0.303 = −0.203 → −0.20
    expect(proShopPrice({ itemCost: 10, markupType: 'amount', markupAmount: 0.1, ccFeePercent: 3 }).netProfit).toBe(
      -0.2,
    );
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(proShopItemInputSchema.safeParse({ ...item, ...patch }));
    expect(parse({ itemName: '' })).toBe('Item name is required');
    expect(parse({ itemCost: -1 })).toBe('Item cost cannot be negative');
    expect(parse({ markupType: 'double' })).toBe('Markup type must be percent or amount');
    expect(parse({ markupPercent: -5 })).toBe('Markup percent cannot be negative');
    expect(parse({ markupPercent: 10_001 })).toBe('Markup percent must not exceed 10,000');
    expect(parse({ markupAmount: -5 })).toBe('Markup amount cannot be negative');
    expect(parse({ ccFeePercent: 120 })).toBe('Credit card fee percent must be between 0 and 100');
  });
});

describe('pro-shop properties', () => {
  const input = fc.record({
    itemCost: money(1e6),
    markupType: fc.constantFrom('percent' as const, 'amount' as const),
    markupPercent: money(10_000),
    markupAmount: money(1e6),
    ccFeePercent: pct,
  });

  it('never gives NaN or Infinity, and gives whole cents', () => {
    fc.assert(
      fc.property(input, (i) => {
        const price = proShopPrice(proShopItemInputSchema.parse({ itemName: 'x', ...i }));
        expect(allFinite(price)).toBe(true);
        expect(isCents(price.retailPrice) && isCents(price.netProfit)).toBe(true);
        expect(price.retailPrice).toBeGreaterThanOrEqual(Math.floor(i.itemCost * 100) / 100);
      }),
    );
  });

  it('never lowers the retail price for a higher markup', () => {
    fc.assert(
      fc.property(input, money(1000), money(1000), (i, dp, da) => {
        const price = proShopPrice(i).retailPrice;
        const higher = { ...i, markupPercent: i.markupPercent + dp, markupAmount: i.markupAmount + da };
        expect(proShopPrice(higher).retailPrice).toBeGreaterThanOrEqual(price);
      }),
    );
  });
});
