import { z } from 'zod';
import * as contracts from './index';

/*
 * Structural guards over every exported schema, so a schema added later cannot quietly break the
 * two promises of this package: requests are strict and typed all the way down; replies and events
 * can be encoded by fastify-type-provider-zod (`z.safeEncode` throws on one-way transforms).
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Every node of a schema tree with its path, e.g. `shippingInfo.email`. */
function nodes(schema: z.ZodType, path = '$'): Array<{ path: string; def: Def }> {
  const def = defOf(schema);
  const children: Array<[string, z.ZodType | null | undefined]> = [
    ...Object.entries(def.shape ?? {}).map(([key, child]): [string, z.ZodType] => [`${path}.${key}`, child]),
    [`${path}{catchall}`, def.catchall],
    [`${path}[]`, def.element],
    ...(def.options ?? []).map((child, i): [string, z.ZodType] => [`${path}|${i}`, child]),
    [path, def.innerType],
    [`${path}<in>`, def.in],
    [`${path}<out>`, def.out],
    [`${path}&l`, def.left],
    [`${path}&r`, def.right],
    ...(def.items ?? []).map((child, i): [string, z.ZodType] => [`${path}[${i}]`, child]),
    [`${path}...`, def.rest],
    [`${path}{key}`, def.keyType],
    [`${path}{value}`, def.valueType],
  ];
  return [{ path, def }, ...children.flatMap(([childPath, child]) => (child ? nodes(child, childPath) : []))];
}

const schemas = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);
const isRequest = (name: string) => /(Body|Query|Params|Form)$/.test(name);
const requests = schemas.filter(([name]) => isRequest(name));
const replies = schemas.filter(([name]) => /^[A-Z]/.test(name) && !isRequest(name) && !/Input$/.test(name));

describe('request schemas', () => {
  it('when the package is loaded, then the request schemas of both specs are all there', () => {
    const names = requests.map(([name]) => name);
    for (const expected of [
      'SignupBody',
      'LoginBody',
      'UpdateProfileBody',
      'AdminUpdateUserBody',
      'CreateProductBody',
      'UpdateProductBody',
      'CreateProductForm',
      'CreateCategoryBody',
      'UpdateCategoryBody',
      'AddToCartBody',
      'UpdateCartBody',
      'CartQuery',
      'RemoveFromCartQuery',
      'PlaceOrderBody',
      'UpdateOrderBody',
      'TaxShippingBody',
      'CreatePromoBody',
      'ValidatePromoBody',
      'CreateFaqBody',
      'UpdateFaqBody',
      'CreateReviewBody',
      'UpdateReviewBody',
      'CreateAnnouncementBody',
      'UpdateAnnouncementBody',
      'CreateContactMessageBody',
      'UpdateMessageStatusBody',
      'UpdateSiteConfigBody',
      'UpdateStatsBody',
      'UpdateSocialLinksBody',
      'IdParams',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(requests)('when %s meets an unknown key anywhere, then its objects are strict', (_name, schema) => {
    const loose = nodes(schema).filter(
      ({ def }) => def.type === 'object' && defOf(def.catchall ?? z.unknown()).type !== 'never',
    );
    expect(loose.map(({ path }) => path)).toEqual([]);
  });

  it.each(requests)(
    'when %s is inspected, then nothing in it accepts any value (any, unknown, record)',
    (_name, schema) => {
      const open = nodes(schema).filter(({ def }) =>
        ['any', 'unknown', 'record', 'custom'].includes(def.type),
      );
      expect(open.map(({ path, def }) => `${path}: ${def.type}`)).toEqual([]);
    },
  );

  it.each(requests)(
    'when %s is turned into JSON Schema for the API docs, then it converts',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    },
  );
});

describe('entity, response and event schemas', () => {
  it.each(replies)(
    'when %s is encoded for a reply or a publish, then it has no one-way step',
    (_name, schema) => {
      const oneWay = nodes(schema).filter(({ def }) =>
        ['transform', 'pipe', 'default', 'prefault', 'catch'].includes(def.type),
      );
      expect(oneWay.map(({ path, def }) => `${path}: ${def.type}`)).toEqual([]);
    },
  );

  it.each(replies)(
    'when %s is turned into JSON Schema for the API docs, then it converts',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).not.toThrow();
    },
  );
});
