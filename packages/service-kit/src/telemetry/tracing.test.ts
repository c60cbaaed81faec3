import { trace } from '@opentelemetry/api';
import { sdkDisabledByEnv, setupTelemetry, tracer } from './tracing';

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
});
