/** The gateway as a package: what the in-process shop of the tests (@shop/testing) starts. */
export { buildGatewayApp, type GatewayOverrides } from './app';
export { gatewayEnvSchema, type GatewayEnv } from './env';
