/**
 * The saved-record kit of the tools (scenarios, revenue per sq ft, ARPS, capacity plans, meet budgets):
 * query hooks, the save-and-compare panel, a list row, "Show more" and the words each tool gives it.
 */
export * from './api';
export * from './loaded-record';
export * from './saved-panel';
export * from './saved-row';
export * from './words';
