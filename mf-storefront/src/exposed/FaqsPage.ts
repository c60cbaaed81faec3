export { default } from '../content/FaqsPage';
