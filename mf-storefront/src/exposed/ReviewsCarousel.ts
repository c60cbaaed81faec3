export { ReviewsCarousel as default } from '../content/ReviewsCarousel';
export { ready } from '../i18n/messages';
