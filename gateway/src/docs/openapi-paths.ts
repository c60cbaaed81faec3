/** A route-table pattern as an OpenAPI path: `:id` → `{id}`, a trailing wildcard → `{path}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

/**
 * The shape of a path with the parameter names left out and no trailing slash, so that the table's
 * `/api/images/*` finds the service's `/api/images/{id}` and `/api/categories` its `/api/categories/`.
 */
export function canonicalPath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+|\{[^}]*\}|\*$/g, '{}').replace(/\/+$/, '');
}

export function pathParameters(path: string): Array<Record<string, unknown>> {
  return [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}
