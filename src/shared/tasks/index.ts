/**
 * The business task library, My Tasks and the task wizard (decision 0101): the vocabulary, the
 * messages and the request and answer schemas; the due-date rules of My Tasks; the wizard's ranking.
 */
export * from './vocabulary';
export * from './due-dates';
export * from './wizard';
