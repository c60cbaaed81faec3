import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { browserHeaderSets, helmetHeaders } from './security-headers';

/** What helmet itself puts on a real Node response with these options. */
async function realHelmetHeaders(options: HelmetOptions): Promise<IncomingHttpHeaders> {
  const middleware = helmet(options);
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) =>
      request({ port, host: '127.0.0.1' }, (res) => resolve(res.headers))
        .on('error', reject)
        .end(),
    );
  } finally {
    server.close();
  }
}

const ORIGINS = ['http://localhost:3001', 'http://localhost:3002'];

describe('helmetHeaders', () => {
  it('when worked out once, then the headers are exactly those helmet sets on a real response', async () => {
    const options: HelmetOptions = {
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'", ...ORIGINS] } },
    };
    const real = await realHelmetHeaders(options);
    const {
      date: _date,
      connection: _connection,
      'keep-alive': _keepAlive,
      'content-length': _length,
      ...set
    } = real;
    expect(Object.fromEntries(helmetHeaders(options))).toEqual(set);
  });
});

describe('browserHeaderSets', () => {
  const { page, api, document } = browserHeaderSets(ORIGINS);
  const header = (list: typeof page, name: string) => list.find(([key]) => key === name)?.[1];

  it('when a page is served, then its policy lets it load the remotes and nobody frame it', () => {
    const policy = header(page, 'content-security-policy')!;
    expect(policy).toContain("script-src 'self' http://localhost:3001 http://localhost:3002");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('when the API answers, then its policy allows nothing at all', () => {
    expect(header(api, 'content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('when the API answers, then it carries what a REST answer needs and nothing only a document uses', () => {
    expect(Object.fromEntries(api)).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('when a page is served, then it keeps the document headers as well, and nothing names the software', () => {
    const names = (list: typeof page) => list.map(([name]) => name).sort();
    expect(names(page)).toEqual([...names(api), ...names(document)].sort());
    expect(Object.fromEntries(document)).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(header(page, 'x-powered-by')).toBeUndefined();
    expect(header(api, 'x-powered-by')).toBeUndefined();
  });
});
