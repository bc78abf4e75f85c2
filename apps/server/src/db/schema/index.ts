export * from './customer-area.ts';
export * from './external-movements.ts';
export * from './identity.ts';
export * from './news.ts';
export * from './platform.ts';
