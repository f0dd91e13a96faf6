/** What the calculator pages share with the other tools: the number inputs, the page layout and the lists of rows. */
export * from './calculator-input';
export * from './calculator-layout';
export * from './calculator-rows';
