/** MongoDB query operators an attacker puts where a plain value belongs. */
export const OPERATOR_VALUES: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(2000) || true' },
  { $regex: '.*' },
  { $exists: true },
  { $in: ['admin@security.test'] },
  { $expr: { $eq: [1, 1] } },
];

/** The same operators in a query string, bracket style (`field[$ne]=x`), as qs-style parsers read them. */
export const QUERY_OPERATORS = ['[$gt]=', '[$ne]=null', '[$where]=1', '[$regex]=.*', '[$exists]=true'];

/** Every path to a leaf value of a JSON body ("shippingInfo.email", "selectedOptions.0.value", ...). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    if (entries.length === 0) return [prefix];
    return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix];
}

/** A deep copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(body))
    return body.map((item, i) => (String(i) === head ? withValueAt(item, rest, replacement) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
}

/**
 * Hand-written JSON that adds `"key": value` as the first member of the object at `path` of `body`
 * (`JSON.stringify` cannot write an own `__proto__` key: an object literal sets the prototype instead).
 */
export function withRawMember(body: object, path: string[], key: string, valueJson: string): string {
  const marker = '"__marker__":0';
  const marked = withValueAt(body, path, { __marker__: 0, ...(valueAt(body, path) as object) });
  return JSON.stringify(marked).replace(marker, `${JSON.stringify(key)}:${valueJson}`);
}

function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
}

/** Every object inside a body (the top one included), as paths: where a smuggled key can go. */
export function objectPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  const children = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  const own = Array.isArray(value) ? [] : [prefix];
  return [...own, ...children.flatMap(([key, child]) => objectPaths(child, [...prefix, key]))];
}
