import { context, propagation, trace, type Context, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  BasicTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { instrumentLibraries, uninstrumentLibraries } from './instrumentations';

export interface TelemetryOptions {
  serviceName: string;
  /** OTLP/HTTP base endpoint (e.g. http://jaeger:4318); exporting is off when absent. */
  otlpEndpoint?: string;
  /** Extra exporter, e.g. an in-memory one in tests. */
  exporter?: SpanExporter;
  /** No provider, exporter or context tracking at all; `OTEL_SDK_DISABLED=true` unless given. */
  disabled?: boolean;
}

/** The OpenTelemetry SDK's standard switch, read the way the spec says: only the string `true` turns it off. */
export function sdkDisabledByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true';
}

let provider: BasicTracerProvider | undefined;

/**
 * Sets up the tracer provider once per process. Spans are always recorded, so trace ids reach the logs and
 * the W3C context crosses HTTP and AMQP; they leave the process only when an OTLP endpoint is configured.
 * Answers whether tracing is on.
 */
export function setupTelemetry(options: TelemetryOptions): boolean {
  if (options.disabled ?? sdkDisabledByEnv()) return false;
  if (provider) return true;
  // already done by `@shop/service-kit/instrument` in a server; here for tests and tools
  instrumentLibraries();
  const spanProcessors: SpanProcessor[] = [];
  if (options.otlpEndpoint) {
    const url = `${options.otlpEndpoint.replace(/\/$/, '')}/v1/traces`;
    spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url })));
  }
  if (options.exporter) spanProcessors.push(new SimpleSpanProcessor(options.exporter));
  provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors,
  });
  const contextManager = new AsyncLocalStorageContextManager();
  contextManager.enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return true;
}

/** Whether this process records spans (`setupTelemetry` ran and was not switched off). */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/**
 * Sends the spans still waiting in the batch (the last requests of a stopping server would be lost otherwise),
 * then takes the provider down; a collector that does not answer holds the shutdown up `timeoutMs` at most.
 */
export async function shutdownTelemetry({ timeoutMs = 3000 } = {}): Promise<void> {
  const stopping = provider;
  provider = undefined;
  if (stopping) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([stopping.shutdown().catch(() => undefined), deadline]);
    clearTimeout(timer);
  }
  uninstrumentLibraries();
  trace.disable();
  context.disable();
  propagation.disable();
}

export function tracer(): Tracer {
  return trace.getTracer('shop');
}

/** The `traceparent` of the active span, to carry in an event envelope or message header. */
export function currentTraceparent(active: Context = context.active()): string {
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  return carrier.traceparent ?? '';
}

export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent) return context.active();
  return propagation.extract(context.active(), { traceparent });
}
