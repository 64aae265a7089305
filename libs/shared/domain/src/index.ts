export * from './lib/constants';
export * from './lib/messages';
export * from './lib/money';
export * from './lib/cart';
export * from './lib/pagination';
