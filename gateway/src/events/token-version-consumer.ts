// The subscription lives in the kit, shared with the services that keep a token-version cache too.
export { tokenVersionSubscription } from '@shop/service-kit';
