export { default } from '../badge/CartBadge';
