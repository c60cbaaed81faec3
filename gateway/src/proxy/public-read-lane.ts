import type { Span } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import FindMyWay from 'find-my-way';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  endServerSpan,
  requestIdFor,
  serverWithLane,
  startServerSpan,
  toErrorResponse,
  type RecordHttpRequest,
} from '@shop/service-kit';
import { needsNoCaller } from '../access/guard';
import type { RouteRule, ServiceName } from '../access/route-table';
import type { UpstreamMetrics } from '../metrics/upstream-metrics';
import { corsAnswerHeaders } from '../security/browser-policy';
import { hasRequestBody } from '../security/content-type';
import { isOverLimit, rateLimitHeaders, tooManyRequests, type RateLimits } from '../security/rate-limits';
import type { HeaderList } from '../security/security-headers';
import type { Upstream } from './balanced-upstream';
import type { ClientFactsOf } from './client-facts';
import { forwardHeaders } from './forward-headers';
import { AnswerRecord, sendAnswer, sendJson } from './lane-answer';
import { upstreamFailure } from './upstream-error';

export interface PublicReadLaneOptions {
  rules: readonly RouteRule[];
  /** The security headers of every API answer. */
  apiHeaders: HeaderList;
  frontendOrigins: ReadonlySet<string>;
  limits: RateLimits;
  clientFacts: ClientFactsOf;
  /** Fastify's router options, so that both match the same URLs. */
  router: { ignoreTrailingSlash: boolean; maxParamLength: number };
  tracing: boolean;
}

/** What the lane needs of the app once it is built. */
export interface LaneAttachment {
  upstreams: Readonly<Record<ServiceName, Upstream>>;
  log: FastifyBaseLogger;
  recordHttpRequest: RecordHttpRequest;
  upstreamMetrics: UpstreamMetrics;
}

/** The requests the lane may answer: GETs of public routes that change nothing in the gateway. */
export function takesPublicReadLane(rule: RouteRule): boolean {
  return rule.method === 'GET' && needsNoCaller(rule);
}

/**
 * The shop's busiest traffic — anonymous reads of public routes (products, categories, content, the JWKS) — is
 * forwarded straight from node:http, before Fastify's per-request work, with everything the gateway does to
 * such a request on Fastify's path: the same route table and router, rate limit, security and CORS headers,
 * request id, client address, trace span, forwarding, answer headers, error shapes and metrics. For these
 * routes the guard checks nothing (a safe method, no body, no caller needed), so no access decision is made
 * here. Anything else — another method, a body, a route that is not public, a URL the router does not know,
 * a gateway that is closing — goes to Fastify unchanged. Tests hold both paths to the same answers.
 */
export class PublicReadLane {
  private readonly router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  private attachment: LaneAttachment | undefined;

  constructor(private readonly options: PublicReadLaneOptions) {
    this.router = FindMyWay({ ...options.router, caseSensitive: true });
    for (const rule of options.rules.filter(takesPublicReadLane))
      this.router.on('GET', rule.path, () => undefined, { rule });
  }

  /** Starts answering once the app is built (its log, metrics). */
  attach(attachment: LaneAttachment): void {
    this.attachment = attachment;
  }

  /** While closing, Fastify answers (503), so in-flight work drains as it should. */
  stop(): void {
    this.attachment = undefined;
  }

  readonly serverFactory: FastifyServerFactory = serverWithLane((request, response) =>
    this.serve(request, response),
  );

  /** Answers the request and says true, or leaves it untouched and says false. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const app = this.attachment;
    const url = request.url;
    if (!app || request.method !== 'GET' || !url?.startsWith('/api/') || hasRequestBody(request.headers))
      return false;
    const rule = this.find(url);
    if (!rule) return false;
    try {
      this.forward(request, response, rule, app);
    } catch (failure) {
      this.fail(response, failure, app);
    }
    return true;
  }

  private find(url: string): RouteRule | undefined {
    try {
      return (this.router.find('GET', url)?.store as { rule?: RouteRule } | undefined)?.rule;
    } catch {
      return undefined; // a URL the router cannot read: Fastify answers it
    }
  }

  private forward(
    request: IncomingMessage,
    response: ServerResponse,
    rule: RouteRule,
    app: LaneAttachment,
  ): void {
    const startedAt = performance.now();
    const { options } = this;
    const requestId = requestIdFor(request.headers);
    const client = options.clientFacts(request);
    const span: Span | undefined = options.tracing
      ? startServerSpan({
          serviceName: 'gateway',
          method: 'GET',
          route: rule.path,
          url: request.url!,
          requestId,
          headers: request.headers,
        }).span
      : undefined;
    const answer = new AnswerRecord(options.apiHeaders);
    answer.assign(corsAnswerHeaders(header(request.headers.origin), options.frontendOrigins));
    const verdict = options.limits.hit(rule, client.ip);
    answer.assign(rateLimitHeaders(verdict));
    answer.header('x-request-id', requestId);

    response.once('close', () => {
      const status = response.statusCode;
      if (span) endServerSpan(span, status);
      app.recordHttpRequest('GET', rule.path, status, (performance.now() - startedAt) / 1000);
      // one line where Fastify writes two; a no-op below the info level
      app.log.info(
        {
          reqId: requestId,
          ...traceIds(span),
          req: { method: 'GET', url: request.url },
          res: { statusCode: status },
        },
        'request completed',
      );
    });

    if (isOverLimit(verdict)) {
      const refusal = tooManyRequests(verdict);
      answer.header('retry-after', String(verdict.resetSeconds));
      return sendJson(response, answer, toErrorResponse(refusal));
    }

    const record = app.upstreamMetrics.start(rule.service);
    const outgoing = {
      method: 'GET',
      path: request.url!,
      headers: forwardHeaders(request.headers, {
        requestId,
        clientIp: client.ip,
        protocol: client.protocol,
        host: request.headers.host,
        span,
      }),
      body: undefined,
    };
    app.upstreams[rule.service].forward(outgoing, (error, upstreamAnswer) => {
      const failed = error ?? invalidStatus(upstreamAnswer?.status);
      if (failed || !upstreamAnswer) {
        const failure = upstreamFailure(rule.service, failed);
        record(failure.status, true);
        app.log.warn(
          { reqId: requestId, ...traceIds(span), err: failed, service: rule.service, status: failure.status },
          'upstream request failed',
        );
        return sendJson(response, answer, failure);
      }
      record(upstreamAnswer.status, false);
      try {
        sendAnswer(request, response, answer, upstreamAnswer);
      } catch (failure) {
        // outside any stack that could catch it: it must become an answer, not a crash
        this.fail(response, failure, app);
      }
    });
  }

  /** What Fastify's error handler does with an unexpected failure: logged, and a bare 500 (or a cut answer). */
  private fail(response: ServerResponse, failure: unknown, app: LaneAttachment): void {
    app.log.error({ err: failure }, 'request failed');
    if (response.headersSent) return void response.destroy();
    const answer = new AnswerRecord(this.options.apiHeaders);
    sendJson(
      response,
      answer,
      toErrorResponse(failure instanceof Error ? failure : new Error(String(failure))),
    );
  }
}

function invalidStatus(status: number | undefined): Error | null {
  return status === undefined || (status >= 200 && status <= 599)
    ? null
    : new Error(`invalid status ${status}`);
}

/** No AsyncLocalStorage context here for the log mixin to read: the ids go on the lane's lines themselves. */
function traceIds(span: Span | undefined): { traceId?: string; spanId?: string } {
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
