export * from './lib/constants';
export * from './lib/messages';
export * from './lib/money';
