export * from './accounts';
export * from './listen';
export * from './shop';
export * from './smtp-sink';
export * from './shop-data';
export * from './service-env';
