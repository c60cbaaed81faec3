export { default } from '../AdminApp';
