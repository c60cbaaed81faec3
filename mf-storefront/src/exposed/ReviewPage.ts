export { default } from '../content/ReviewPage';
