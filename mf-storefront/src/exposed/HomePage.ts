export { default } from '../home/HomePage';
