export * from './common';
export * from './catalog';
export * from './store';
export * from './users';
export * from './orders';
export * from './payments';
