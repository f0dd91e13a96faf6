/** The gym's own facts (GET/PUT /api/gym-facts) that the tools offer as their starting numbers. */
export * from './api';
export * from './facts-offer';
export * from './gym-facts-panel';
export * from './prefill';
