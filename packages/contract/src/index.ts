export * from './common';
export * from './constants';
export * from './catalog';
export * from './store';
export * from './users';
export * from './order-rules';
export * from './orders';
export * from './payments';
