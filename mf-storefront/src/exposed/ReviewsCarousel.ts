export { ReviewsCarousel as default } from '../content/ReviewsCarousel';
