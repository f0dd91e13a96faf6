import { money, number, percent } from '@/lib/format';

/**
 * A change shown with its sign, a real minus for a fall: +$1,690.00 · −$1,550.00 · +6 · −4.96%.
 * Nothing (no sign) for 0.
 */
const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

export const formatSignedMoney = (value: number) => `${sign(value)}${money(Math.abs(value))}`;
export const formatSignedNumber = (value: number) => `${sign(value)}${number(Math.abs(value))}`;
export const formatSignedPercent = (value: number) => `${sign(value)}${percent(Math.abs(value))}`;
