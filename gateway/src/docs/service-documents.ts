import { OPENAPI_PATH, callUpstream } from '@shop/service-kit';
import type { ServiceName } from '../access/route-table';
import type { OpenApiDocument, ServiceDocument } from './merge-documents';

export interface ServiceDocumentsOptions {
  /** Each service's replicas (or one URL); any of them answers for the service. */
  urls: Record<ServiceName, string | readonly string[]>;
  /** How long one service may take to answer before it counts as not answering. */
  timeoutMs: number;
  /** How long a complete set is reused; a set with a service missing is kept for less (it may come back). */
  cacheMs: number;
  partialCacheMs: number;
  now?: () => number;
}

/**
 * Every service's own /openapi.json, fetched together and kept for a while: documentation is read rarely and
 * changes only on deploy, so a burst of page loads must not become a burst of requests to every service.
 */
export class ServiceDocuments {
  private cached?: { documents: ServiceDocument[]; until: number };
  private pending?: Promise<ServiceDocument[]>;
  private readonly now: () => number;

  constructor(private readonly options: ServiceDocumentsOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(): Promise<ServiceDocument[]> {
    if (this.cached && this.now() < this.cached.until) return this.cached.documents;
    this.pending ??= this.fetchAll().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetchAll(): Promise<ServiceDocument[]> {
    const services = Object.keys(this.options.urls) as ServiceName[];
    const documents = await Promise.all(
      services.map(async (service) => ({
        service,
        document: await this.fetchOne(service, this.options.urls[service]),
      })),
    );
    const complete = documents.every((entry) => entry.document);
    const ttl = complete ? this.options.cacheMs : this.options.partialCacheMs;
    this.cached = { documents, until: this.now() + ttl };
    return documents;
  }

  private async fetchOne(
    name: ServiceName,
    baseUrl: string | readonly string[],
  ): Promise<OpenApiDocument | undefined> {
    try {
      const target = { name, baseUrl, timeoutMs: this.options.timeoutMs };
      const answer = await callUpstream(target, 'GET', OPENAPI_PATH);
      if (answer.status !== 200) return undefined;
      const document = answer.body as OpenApiDocument | null;
      return typeof document?.paths === 'object' ? document : undefined;
    } catch {
      // down, slow or not JSON: the merged document says which service is missing
      return undefined;
    }
  }
}
