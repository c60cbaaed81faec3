// An OpenTelemetry collector stand-in for the browser tests' stack: every app exports its spans to it over
// OTLP/HTTP (JSON, as @opentelemetry/exporter-trace-otlp-http sends them), and tests read them back flattened
// with `GET /spans`, the way an operator reads a trace in Jaeger.
const http = require('node:http');

const KINDS = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];

function startTraceCollector(port) {
  const spans = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/spans') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(spans));
    }
    if (req.method !== 'POST' || req.url !== '/v1/traces') return res.writeHead(404).end();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        for (const batch of JSON.parse(Buffer.concat(chunks).toString('utf8')).resourceSpans ?? []) {
          const service = valueOf(batch.resource?.attributes, 'service.name');
          for (const scope of batch.scopeSpans ?? [])
            for (const span of scope.spans ?? []) spans.push(flatten(span, service));
        }
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() }),
    );
  });
}

function flatten(span, service) {
  const attributes = Object.fromEntries((span.attributes ?? []).map((one) => [one.key, plain(one.value)]));
  return {
    service,
    name: span.name,
    kind: KINDS[span.kind] ?? String(span.kind),
    traceId: span.traceId,
    spanId: span.spanId,
    parentSpanId: span.parentSpanId || undefined,
    attributes,
  };
}

const valueOf = (attributes, key) => plain(attributes?.find((one) => one.key === key)?.value);
const plain = (value) => value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue;

module.exports = { startTraceCollector };
