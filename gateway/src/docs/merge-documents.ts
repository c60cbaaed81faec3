import { SECURITY_SCHEMES } from '@shop/service-kit';
import type { Access, RouteRule, ServiceName } from '../access/route-table';
import { canonicalPath, openApiPath, pathParameters } from './openapi-paths';

/** The parts of an OpenAPI operation the merge reads; the rest passes through as the service wrote it. */
export interface OpenApiOperation {
  description?: string;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

/** An OpenAPI document as JSON: the merge reads its paths and component schemas only. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ServiceDocument {
  service: ServiceName;
  /** Undefined when the service did not answer with a document. */
  document?: OpenApiDocument;
}

export const API_TITLE = 'Cosmetics shop API';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone (no sign-in needed).',
  user: 'A signed-in user.',
  'owner-or-admin': 'The user the path names, or an admin.',
  admin: 'Admins only.',
};

const SIGNED_IN = [{ cookieAuth: [] }, { bearerAuth: [] }];

/**
 * One document for the public /api: exactly the gateway's route table (nothing a service serves that the
 * gateway does not route), each operation as its service describes it, plus who may call it from the table.
 */
export function mergeDocuments(services: ServiceDocument[], rules: readonly RouteRule[]): OpenApiDocument {
  const byService = new Map(services.map((entry) => [entry.service, entry.document]));
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const schemas: Record<string, unknown> = {};
  for (const document of byService.values()) Object.assign(schemas, document?.components?.schemas);

  for (const rule of rules) {
    const found = findOperation(byService.get(rule.service), rule);
    // a trailing slash is ignored by every router here; the document names each path once, without it
    const path = found ? found.path.replace(/(.)\/+$/, '$1') : openApiPath(rule.path);
    const operation = found?.operation ?? placeholderOperation(rule, path);
    paths[path] ??= {};
    paths[path][rule.method.toLowerCase()] = withAccess(operation, rule);
  }

  const unavailable = services.filter((entry) => !entry.document).map((entry) => entry.service);
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: '1.0.0',
      description: describe(unavailable),
    },
    servers: [{ url: '/' }],
    tags: [...new Set(rules.map((rule) => rule.service))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { ...SECURITY_SCHEMES },
      ...(Object.keys(schemas).length ? { schemas } : {}),
    },
    ...(unavailable.length ? { 'x-unavailable-services': unavailable } : {}),
  };
}

function findOperation(
  document: OpenApiDocument | undefined,
  rule: RouteRule,
): { path: string; operation: OpenApiOperation } | undefined {
  const wanted = canonicalPath(rule.path);
  for (const [path, item] of Object.entries(document?.paths ?? {})) {
    const operation = item[rule.method.toLowerCase()];
    if (operation && canonicalPath(path) === wanted) return { path, operation };
  }
  return undefined;
}

/** The table knows the route even when its service said nothing about it (down, or no schema). */
function placeholderOperation(rule: RouteRule, path: string): OpenApiOperation {
  const parameters = pathParameters(path);
  return {
    ...(parameters.length ? { parameters } : {}),
    responses: { default: { description: `Described by the ${rule.service} service (not available now)` } },
    'x-undocumented': true,
  };
}

function withAccess(operation: OpenApiOperation, rule: RouteRule): OpenApiOperation {
  const signedIn = rule.access !== 'public';
  const refusals = signedIn
    ? {
        '401': { description: 'Not signed in, or the token is no longer valid' },
        ...(rule.access === 'user' ? {} : { '403': { description: 'Signed in, but not allowed' } }),
      }
    : {};
  return {
    ...operation,
    tags: [rule.service],
    description: [operation.description, `Access: ${ACCESS_TEXT[rule.access]}`].filter(Boolean).join('\n\n'),
    security: signedIn ? SIGNED_IN : [],
    responses: { ...refusals, ...operation.responses },
    'x-access': rule.access,
    ...(rule.ownerParam ? { 'x-owner-param': rule.ownerParam } : {}),
    ...(rule.rateLimit ? { 'x-rate-limit': rule.rateLimit } : {}),
  };
}

function describe(unavailable: ServiceName[]): string {
  const base =
    'Every route the gateway serves under /api, generated from the zod schemas the services validate with. ' +
    '`x-access` says who may call an operation: public, user, owner-or-admin or admin.';
  if (!unavailable.length) return base;
  return `${base}\n\nNot described right now (did not answer): ${unavailable.join(', ')}.`;
}
