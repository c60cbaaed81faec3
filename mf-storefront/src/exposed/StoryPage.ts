export { default } from '../content/StoryPage';
export { readyWithPages as ready } from '../i18n/messages';
