import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

export interface ClientFacts {
  /** The client's address: the socket's, or the nearest untrusted one in X-Forwarded-For behind trusted proxies. */
  ip: string;
  /** http or https, as the client used it (X-Forwarded-Proto only from a trusted proxy). */
  protocol: string;
}

export type ClientFactsOf = (request: IncomingMessage) => ClientFacts;

/**
 * What Fastify reports as `request.ip` and `request.protocol` under the same `trustProxy` setting (the rules of
 * fastify/lib/request.js, with the same proxy-addr), for requests answered before Fastify sees them. A test
 * holds the two to the same answers.
 */
export function clientFactsResolver(trustProxy: boolean | string): ClientFactsOf {
  if (trustProxy === false) {
    return (request) => ({
      ip: request.socket.remoteAddress ?? '',
      protocol: isEncrypted(request) ? 'https' : 'http',
    });
  }
  const trusted: (address: string, hop: number) => boolean =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    const forwardedProto = request.headers['x-forwarded-proto'];
    const peer = request.socket.remoteAddress;
    const protocol =
      forwardedProto && peer !== undefined && trusted(peer, 0)
        ? lastEntry(forwardedProto)
        : isEncrypted(request)
          ? 'https'
          : 'http';
    return { ip: addresses[addresses.length - 1] ?? '', protocol };
  };
}

function isEncrypted(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean }).encrypted === true;
}

/** Fastify's getLastEntryInMultiHeaderValue: the value the nearest proxy added. */
function lastEntry(value: string | string[]): string {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const comma = joined.lastIndexOf(',');
  return (comma === -1 ? joined : joined.slice(comma + 1)).trim();
}
