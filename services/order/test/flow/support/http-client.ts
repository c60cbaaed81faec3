export interface HttpAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Real HTTP to a listening app, JSON in and out; an admin client sends its bearer token. */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  async send(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, json: unknown, headers?: Record<string, string>) {
    return this.send('POST', path, json, headers);
  }

  put(path: string, json: unknown) {
    return this.send('PUT', path, json);
  }

  delete(path: string) {
    return this.send('DELETE', path);
  }
}
