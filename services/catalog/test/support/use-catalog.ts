import { testing } from '@shop/service-kit';
import type { LightMyRequestResponse } from 'fastify';
import { createCategory, multipart, type FilePart } from './builders';
import { bearer, startCatalog, type CatalogTestbed } from './catalog-app';

type StartOptions = Parameters<typeof startCatalog>[0];

/**
 * An object for a test file whose fields `beforeAll` fills in: a file's constants are set before its hooks run,
 * so it names the object once and reads its fields in the tests.
 */
export function filledBeforeAll<T extends object>(
  fill: () => Promise<T>,
  empty: (filled: T) => Promise<void>,
  timeout?: number,
): T {
  const filled = {} as T;
  beforeAll(async () => {
    Object.assign(filled, await fill());
  }, timeout);
  afterAll(() => empty(filled));
  return filled;
}

export interface FormRequest {
  fields: Record<string, unknown>;
  files?: FilePart | FilePart[];
  /** `/api/products` unless told. */
  url?: string;
  method?: 'POST' | 'PUT';
}

export interface CatalogWithAdmin extends CatalogTestbed {
  /** The admin's authorization header. */
  admin: Record<string, string>;
  /** A category made for the file, for the products that need one. */
  categoryId: string;
  /** Sends fields and files as the admin form does: multipart, as the admin. */
  sendForm(request: FormRequest): Promise<LightMyRequestResponse>;
}

/** The file's catalog with the admin's header and a category of its own. */
export function useCatalog(options: StartOptions = {}, timeout?: number): CatalogWithAdmin {
  return filledBeforeAll(
    async () => {
      const bed = await startCatalog(options);
      const admin = bearer(bed.adminToken);
      const sendForm = ({ fields, files, url = '/api/products', method = 'POST' }: FormRequest) => {
        const form = multipart(fields, files);
        return bed.app.inject({ method, url, headers: { ...admin, ...form.headers }, payload: form.payload });
      };
      const categoryId = (await createCategory(bed.app, bed.adminToken))._id;
      return { ...bed, admin, categoryId, sendForm };
    },
    (bed) => bed.close(),
    timeout,
  );
}

/** The file's catalog, reaching the broker through a proxy the tests stop and start to take the broker away. */
export function useCatalogBehindProxy(): CatalogTestbed & { proxy: InstanceType<typeof testing.TcpProxy> } {
  return filledBeforeAll(
    async () => {
      const proxy = new testing.TcpProxy('127.0.0.1', Number(new URL(testing.testAmqpUrl).port || 5672));
      await proxy.start();
      return { ...(await startCatalog({ amqpUrl: proxy.url() })), proxy };
    },
    async (bed) => {
      await bed.proxy.start(bed.proxy.port);
      await bed.close();
      await bed.proxy.stop();
    },
  );
}
