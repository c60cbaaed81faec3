import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { AmqplibInstrumentation } from '@opentelemetry/instrumentation-amqplib';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';

let registered: { instrumentations: Instrumentation[]; disable: () => void } | undefined;

/**
 * The libraries' own OpenTelemetry instrumentations: outgoing HTTP (undici and Node's fetch), RabbitMQ (publish
 * and consume, with the W3C context in the message headers) and MongoDB commands. Once per process. Their
 * require hooks only see a module loaded after this runs, hence `@shop/service-kit/instrument`, the first import
 * of every `server.ts`; spans are recorded once `setupTelemetry` sets the tracer provider.
 */
export function instrumentLibraries(): Instrumentation[] {
  registered ??= register();
  return registered.instrumentations;
}

export function uninstrumentLibraries(): void {
  registered?.disable();
  registered = undefined;
}

function register(): NonNullable<typeof registered> {
  const instrumentations: Instrumentation[] = [
    // A call made outside any request (a sweeper, a start-up read) starts no trace of its own.
    new UndiciInstrumentation({ requireParentforSpans: true }),
    new AmqplibInstrumentation(),
    new MongoDBInstrumentation(),
  ];
  return { instrumentations, disable: registerInstrumentations({ instrumentations }) };
}
