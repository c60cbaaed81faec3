export { default } from '../content/StoryPage';
