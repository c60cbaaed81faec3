import { sdkDisabledByEnv } from './telemetry/tracing';
import { instrumentLibraries } from './telemetry/instrumentations';

/*
 * `import '@shop/service-kit/instrument'` comes first in every server.ts: the MongoDB and RabbitMQ drivers must be
 * loaded after their instrumentations are registered, or nothing of theirs is traced.
 */
if (!sdkDisabledByEnv()) instrumentLibraries();
