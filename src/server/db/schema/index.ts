export * from './accounts';
export * from './articles';
export * from './events';
export * from './gym-submissions';
export * from './gyms';
export * from './platform';
export * from './system-errors';
