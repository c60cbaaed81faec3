// The cache lives in the kit, shared with the services that check token versions themselves.
export { TokenVersions, type TokenVersionsOptions, type UserTokenState } from '@shop/service-kit';
