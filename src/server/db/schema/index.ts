export * from './accounts';
export * from './articles';
export * from './chapters';
export * from './events';
export * from './gym-submissions';
export * from './gyms';
export * from './platform';
export * from './system-errors';
