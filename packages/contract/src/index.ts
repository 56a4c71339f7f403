export * from './common';
export * from './constants';
export * from './catalog';
export * from './store';
