import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets with these options, worked out once at start-up: with static options they depend on
 * nothing in the request, and building helmet's middleware for every request (as @fastify/helmet does) was the
 * gateway's largest per-request cost.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

const shared: HelmetOptions = {
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginEmbedderPolicy: false,
};

/**
 * Pages (the shell) get a content security policy that lets them load the remotes from their own origins.
 * API answers are JSON that no browser should render or frame, so theirs allows nothing (OWASP's advice for
 * REST answers), which also keeps a kilobyte of policy off every API answer.
 */
export function browserHeaderSets(frontendOrigins: readonly string[]): { page: HeaderList; api: HeaderList } {
  return {
    page: helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...frontendOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...frontendOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...frontendOrigins],
          fontSrc: ["'self'", 'data:', ...frontendOrigins],
          connectSrc: ["'self'", ...frontendOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
    api: helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  };
}
