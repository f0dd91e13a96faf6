/** The class programs' form, list and query hooks, shared by /pricing-capacity and /students-per-class. */
export * from './api';
export * from './program-form';
export * from './program-page-parts';
