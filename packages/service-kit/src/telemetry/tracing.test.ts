import { trace } from '@opentelemetry/api';
import { sdkDisabledByEnv, setupTelemetry, shutdownTelemetry, tracer } from './tracing';

describe('setupTelemetry', () => {
  it('when OTEL_SDK_DISABLED is "true" (any case), then the SDK counts as disabled; anything else leaves it on', () => {
    expect(sdkDisabledByEnv({ OTEL_SDK_DISABLED: 'true' })).toBe(true);
    expect(sdkDisabledByEnv({ OTEL_SDK_DISABLED: ' TRUE ' })).toBe(true);
    expect(sdkDisabledByEnv({ OTEL_SDK_DISABLED: 'false' })).toBe(false);
    expect(sdkDisabledByEnv({ OTEL_SDK_DISABLED: '1' })).toBe(false);
    expect(sdkDisabledByEnv({})).toBe(false);
  });

  it('when OTEL_SDK_DISABLED=true, then no provider is installed and spans record nothing', () => {
    const before = process.env.OTEL_SDK_DISABLED;
    process.env.OTEL_SDK_DISABLED = 'true';
    try {
      expect(setupTelemetry({ serviceName: 'off', otlpEndpoint: 'http://127.0.0.1:1' })).toBe(false);
    } finally {
      if (before === undefined) delete process.env.OTEL_SDK_DISABLED;
      else process.env.OTEL_SDK_DISABLED = before;
    }
    const span = tracer().startSpan('nothing');
    expect(span.isRecording()).toBe(false);
    span.end();
    expect(trace.getActiveSpan()).toBeUndefined();
  });

  it('when enabled, then spans are recorded', () => {
    expect(setupTelemetry({ serviceName: 'on', disabled: false })).toBe(true);
    const span = tracer().startSpan('something');
    expect(span.isRecording()).toBe(true);
    span.end();
  });

  it('when OTEL_TRACES_SAMPLER asks for a share, then the SDK samples by it itself; the tests run with always_on', async () => {
    // jest.preset.js sets always_on for every test (infra/test/sample-every-trace.js)
    expect(process.env.OTEL_TRACES_SAMPLER).toBe('always_on');
    const before = { ...process.env };
    await shutdownTelemetry();
    try {
      process.env.OTEL_TRACES_SAMPLER = 'parentbased_traceidratio';
      process.env.OTEL_TRACES_SAMPLER_ARG = '0';
      expect(setupTelemetry({ serviceName: 'sampled', disabled: false })).toBe(true);
      const span = tracer().startSpan('one root request');
      // not recorded, but it still has ids, so log lines and the forwarded traceparent carry them
      expect(span.isRecording()).toBe(false);
      expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
      span.end();
    } finally {
      await shutdownTelemetry();
      process.env.OTEL_TRACES_SAMPLER = before.OTEL_TRACES_SAMPLER;
      delete process.env.OTEL_TRACES_SAMPLER_ARG;
    }
    expect(setupTelemetry({ serviceName: 'on again', disabled: false })).toBe(true);
    expect(tracer().startSpan('recorded').isRecording()).toBe(true);
  });
});
