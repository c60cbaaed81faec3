/** The front-end origin the stack's gateway trusts (its default FRONTEND_ORIGINS). */
export const SHOP_ORIGIN = 'http://localhost:8080';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  /** Sent as JSON (stringified, application/json). */
  json?: unknown;
  /** Sent byte for byte: hand-written JSON with duplicate keys or `__proto__`, forms, multipart. */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

type Credentials = { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'cookie'; token: string };

/**
 * Real HTTP to the gateway, as a browser or an attacker would send it. A client carries one identity: none, a
 * bearer token, or the authToken cookie (sent with our Origin, as the shop's own pages would).
 */
export class Client {
  constructor(
    readonly baseUrl: string,
    private readonly credentials: Credentials = { kind: 'none' },
  ) {}

  withBearer(token: string): Client {
    return new Client(this.baseUrl, { kind: 'bearer', token });
  }

  withCookie(token: string): Client {
    return new Client(this.baseUrl, { kind: 'cookie', token });
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    let body: string | Buffer | undefined = options.raw;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (this.credentials.kind === 'bearer') headers.authorization = `Bearer ${this.credentials.token}`;
    if (this.credentials.kind === 'cookie') {
      headers.cookie = `authToken=${this.credentials.token}`;
      headers.origin = SHOP_ORIGIN;
    }
    Object.assign(headers, options.headers);
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: parseJson(text) };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, ...(json === undefined ? {} : { json }) });
  }

  put(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('PUT', path, { ...options, ...(json === undefined ? {} : { json }) });
  }

  patch(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('PATCH', path, { ...options, ...(json === undefined ? {} : { json }) });
  }

  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The authToken value of a response's Set-Cookie, or undefined when none was set. */
export function authCookieOf(answer: Answer): string | undefined {
  for (const line of answer.headers.getSetCookie()) {
    const match = /^authToken=([^;]*)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * Whether a Content-Security-Policy keeps inline and foreign script from running: its script-src (or, without
 * one, its default-src) allows neither 'unsafe-inline' nor any source at all beyond 'self' and 'none'.
 */
export function cspForbidsInjectedScript(csp: string | null): boolean {
  if (!csp) return false;
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  return (
    scripts !== undefined &&
    scripts.every(
      (source) =>
        source === "'self'" ||
        source === "'none'" ||
        /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(source),
    )
  );
}
