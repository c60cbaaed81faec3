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

const shared = {
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * Headers that only mean something on a document a browser renders (an HTML page): they govern its window, its
 * agent cluster, the links in it, how an old browser opens it as a download, its XSS auditor. On JSON or an image
 * they do nothing, so API answers leave them out (OWASP's REST Security Cheat Sheet lists what an API answer
 * needs: docs/decisions/007-api-security-headers.md).
 */
const DOCUMENT_ONLY: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

export interface BrowserHeaderSets {
  /** Pages (the shell): the whole set, with a policy that lets them load the remotes. */
  page: HeaderList;
  /** API answers (JSON, uploaded images): what a REST answer needs, a policy that allows nothing, no framing. */
  api: HeaderList;
  /** The document-only part of `page`, for the one HTML page under /api (the API docs). */
  document: HeaderList;
}

/**
 * Pages (the shell) get a content security policy that lets them load the remotes from their own origins.
 * API answers are JSON that no browser should render or frame, so theirs allows nothing (OWASP's advice for
 * REST answers), which also keeps a kilobyte of policy off every API answer.
 */
export function browserHeaderSets(frontendOrigins: readonly string[]): BrowserHeaderSets {
  const page = helmetHeaders({
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
  });
  const api = helmetHeaders({
    ...shared,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
  }).filter(([name]) => !DOCUMENT_ONLY.has(name));
  return { page, api, document: page.filter(([name]) => DOCUMENT_ONLY.has(name)) };
}
