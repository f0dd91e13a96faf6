/** What the calculator pages share with the other tools: the number inputs and the page layout. */
export * from './calculator-input';
export * from './calculator-layout';
