export { default } from '../content/StoryPage';
export { ready } from '../i18n/messages';
