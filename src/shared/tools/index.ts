/**
 * The business calculators (spec 001 §3 Tools): each a zod input schema and a pure function.
 * Money outputs are rounded to cents half away from zero; each output's doc says what it gives
 * when its divisor is 0 (0 where "nothing" reads right, null where any number would mislead).
 */
export * from './numbers';
export { MAX_AMOUNT, MAX_COUNT, MAX_ROWS, toolsMessages } from './fields';
export * from './meet-expenses';
export * from './pro-shop';
export * from './class-programs';
export * from './marketing';
export * from './funnel';
export * from './churn';
export * from './loan';
export * from './break-even';
export * from './revenue';
export * from './arps';
export * from './price-increase';
export * from './payroll';
export * from './camp-profit';
export * from './growth-forecast';
export * from './records';
export * from './gym-facts';
