export * from './events';
export { emit, subscribe } from './bus';
