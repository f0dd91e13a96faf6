export * from './accounts';
export * from './articles';
export * from './events';
export * from './gyms';
export * from './platform';
