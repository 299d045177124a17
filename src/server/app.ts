/**
 * The HTTP face of one process: Elysia serving /graphql (yoga), /graphql-ws (subscriptions over
 * graphql-ws, socket.ts), /trpc (admin-only internal tools), /health, and the built client with SPA
 * fallback. Every request resolves its session once, here, through the accounts module. Every door
 * holds the same limits (graphql-guards.ts, the rate limiter) and every response carries the
 * security headers (security-headers.ts).
 */
import { requestStats } from '../platform/request-stats.ts';
import { fileURLToPath } from 'node:url';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Elysia } from 'elysia';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { clientAddressResolver } from '../platform/client-address.ts';
import { config } from '../platform/config.ts';
import { platformError, platformErrors } from '../platform/errors.ts';
import type { GraphQLContext } from '../platform/graphql.ts';
import { RateLimiter } from '../platform/rate-limit.ts';
import type { AppServices } from '../platform/trpc.ts';
import { createContext, SIT_AS_HEADER, TOKEN_HEADER } from './context.ts';
import { graphqlGuards } from './graphql-guards.ts';
import { maskError } from './graphql-errors.ts';
import { inputErrorsPlugin } from './graphql-input.ts';
import { appRouter } from './router.ts';
import { schema } from './schema.ts';
import { serveStatic } from './static-files.ts';
import { sharedReportJson, sharedReportPage } from './shared-reports.ts';
import { answerOpenData } from './open-data.ts';
import { answerToolApi } from './tool-api.ts';
import { securityHeaders, withSecurityHeaders } from './security-headers.ts';
import { createSocketServer, defaultSocketLimits, type SocketLimits } from './socket.ts';
import { boundedRequest } from './body-limit.ts';

const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

type PeerServer = { requestIP(r: Request): { address: string } | null } | null;

export interface AppOptions {
  rateLimit?: RateLimiter;
  /**
   * The TCP peer's address of a request. Default: Bun's `server.requestIP`. `app.handle` (tests)
   * has no connection, so tests pass their own; production never sets it.
   */
  peerAddress?: (request: Request) => string | null;
  /** Proxies whose X-Forwarded-For is believed. Default: TRUSTED_PROXIES. */
  trustedProxies?: readonly string[];
  /** The built web client's folder. Default dist/web. */
  webDir?: string;
  /** The subscription socket's caps (tests lower them). Default: config. */
  socketLimits?: Partial<SocketLimits>;
  /** Largest request body on /graphql and /trpc. Default: MAX_BODY_BYTES. */
  maxBodyBytes?: number;
}

/** The router's subscriptions ('accounts.notifications' …). */
const SUBSCRIPTIONS = new Set(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
    .filter(([, p]) => p._def.type === 'subscription')
    .map(([path]) => path),
);

/** The procedures a /trpc request calls ('/trpc/a.b,c.d' → ['a.b', 'c.d']). */
function calledPaths(request: Request): string[] {
  const raw = new URL(request.url).pathname.replace(/^\/trpc\/?/, '');
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // a malformed escape names no procedure: tRPC answers it as it would
  }
  return path.split(',').filter(Boolean);
}

/** tRPC's own answer to a caller its context refuses, for each path called. */
function trpcForbidden(paths: string[]): Response {
  const one = (path: string) => ({
    error: {
      message: 'Not authorized',
      code: -32003,
      data: { code: 'FORBIDDEN', httpStatus: 403, path, appCode: 'NOT_AUTHORIZED' },
    },
  });
  return Response.json(paths.length === 1 ? one(paths[0] ?? '') : paths.map(one), { status: 403 });
}

/** Subscriptions run on the socket, where they are capped and end with their session; never over HTTP (SSE). */
const noSubscriptionsOverHttp: Plugin = {
  onSubscribe({ args, setResultAndStopExecution }) {
    if ((args.contextValue as { request?: Request }).request) {
      setResultAndStopExecution({
        errors: [new GraphQLError(platformError('BAD_REQUEST').message, { extensions: { code: 'BAD_REQUEST' } })],
      });
    }
  },
};

export function createApp(services: AppServices, opts: AppOptions = {}) {
  const webDir = opts.webDir ?? WEB_DIR;
  const maxBodyBytes = opts.maxBodyBytes ?? config.maxBodyBytes;
  const limiter = opts.rateLimit ?? new RateLimiter(services.db, config.rateLimitPerWindow, config.rateLimitWindowMs);
  const resolveClient = clientAddressResolver(opts.trustedProxies ?? config.trustedProxies);
  const clientIp = (request: Request, server: PeerServer) =>
    resolveClient(
      request,
      opts.peerAddress ? opts.peerAddress(request) : (server?.requestIP(request)?.address ?? null),
    );

  const yoga = createYoga<{ gql: GraphQLContext }>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL, introspection and suggestions only when developing (graphql-guards.ts)
    graphiql: config.isDevelopment,
    maskedErrors: { maskError: (e) => maskError(e) },
    // expected refusals are answers, not incidents; maskError logs the unexpected ones itself
    logging: { debug: () => {}, info: () => {}, warn: (...a: unknown[]) => console.warn(...a), error: () => {} },
    context: ({ gql }) => gql,
    plugins: [...graphqlGuards(), noSubscriptionsOverHttp, inputErrorsPlugin()],
    cors: false,
  });

  const upgradesCounted = new WeakSet<Request>();
  const socket = createSocketServer(services, yoga, limiter, { ...defaultSocketLimits(), ...opts.socketLimits });

  /** Counts a door's answer for /control's request figures (request-stats.ts). */
  const counted = (response: Response) => {
    requestStats.count(response.status >= 500 ? 'failed' : response.status >= 400 ? 'refused' : 'ok');
    return response;
  };

  async function handleGraphql(request: Request, ip: string) {
    return counted(await answerGraphql(request, ip));
  }

  async function answerGraphql(received: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return rateLimited();
    const request = await boundedRequest(received, maxBodyBytes);
    if (request instanceof Response) return request;
    const outHeaders = new Headers();
    const trpc = await createContext(
      services,
      {
        token: request.headers.get(TOKEN_HEADER),
        ip,
        userAgent: request.headers.get('user-agent') ?? '',
        sitAs: request.headers.get(SIT_AS_HEADER),
      },
      (t) => outHeaders.set(TOKEN_HEADER, t),
    );
    const response = await yoga.fetch(request, { gql: { trpc } });
    for (const [k, v] of outHeaders) response.headers.set(k, v);
    response.headers.set('access-control-expose-headers', TOKEN_HEADER);
    return response;
  }

  async function handleOpenData(request: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return counted(rateLimited());
    return counted(await answerOpenData(services.db, new URL(request.url).pathname, request, services.clock.now()));
  }

  async function handleToolApi(request: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return counted(rateLimited());
    return counted(await answerToolApi(services.db, new URL(request.url).pathname, request, services.clock.now()));
  }

  async function handleTrpc(request: Request, ip: string) {
    return counted(await answerTrpc(request, ip));
  }

  async function answerTrpc(received: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return rateLimited();
    const request = await boundedRequest(received, maxBodyBytes);
    if (request instanceof Response) return request;
    const ctx = await createContext(
      services,
      { token: request.headers.get(TOKEN_HEADER), ip, userAgent: request.headers.get('user-agent') ?? '' },
      () => {},
    );
    // internal tools only: the whole /trpc surface is for admins. tRPC answers a refused query 403
    // itself, but a subscription's refusal would travel inside a 200 event stream: refused here
    const admin = ctx.session?.role === 'admin';
    if (!admin && calledPaths(request).some((p) => SUBSCRIPTIONS.has(p))) return trpcForbidden(calledPaths(request));
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: request,
      router: appRouter,
      maxBatchSize: config.trpcMaxBatchSize,
      createContext: async () => {
        if (!admin) throw platformErrors.notAuthorized().toTRPC();
        return ctx;
      },
    });
  }

  // Bun's socket options are server-wide: a message above the limit closes its socket (1009)
  return (
    new Elysia({ websocket: { maxPayloadLength: config.wsMaxMessageBytes } })
      // every response, whichever route or refusal produced it (Elysia merges these into a Response too)
      .onRequest(({ request, set }) => {
        Object.assign(set.headers, securityHeaders(request));
      })
      .get('/health', () => ({ ok: true }))
      .get('/opendata', ({ request, server }) => handleOpenData(request, clientIp(request, server)))
      .get('/opendata/*', ({ request, server }) => handleOpenData(request, clientIp(request, server)))
      .get('/tool-api/*', ({ request, server }) => handleToolApi(request, clientIp(request, server)))
      .post('/graphql', ({ request, server }) => handleGraphql(request, clientIp(request, server)), { parse: 'none' })
      .get('/graphql', ({ request, server }) => handleGraphql(request, clientIp(request, server)))
      .get('/trpc/*', ({ request, server }) => handleTrpc(request, clientIp(request, server)))
      .post('/trpc/*', ({ request, server }) => handleTrpc(request, clientIp(request, server)), { parse: 'none' })
      .ws('/graphql-ws', {
        // the JSON text frames go back to graphql-ws as text (socket.ts)
        parse: undefined,
        // opening a socket is a request like any other (Elysia 1.4 calls a ws beforeHandle twice:
        // as the route's hook, which may refuse, and again before the upgrade: count it once)
        beforeHandle: async ({ request, server }) => {
          if (upgradesCounted.has(request)) return;
          upgradesCounted.add(request);
          return (await limiter.take(clientIp(request, server), Date.now()))
            ? undefined
            : withSecurityHeaders(request, rateLimited());
        },
        open(ws) {
          socket.open(ws, {
            // the same address key as over HTTP; the peer is the socket's own remote address
            ip: clientIp(ws.data.request, { requestIP: () => ({ address: ws.remoteAddress }) }),
            userAgent: ws.data.headers?.['user-agent'] ?? '',
            protocol: ws.data.headers?.['sec-websocket-protocol'] ?? 'graphql-transport-ws',
          });
        },
        message: (ws, message) => socket.message(ws, message),
        close: (ws, code, reason) => socket.close(ws, code, reason),
      })
      // a shared report, open to anyone with its link (shared-reports.ts)
      .get('/api/shared-reports/:token', async ({ params, request, server }) =>
        counted(
          (await limiter.take(clientIp(request, server), Date.now()))
            ? await sharedReportJson(services.db, params.token)
            : rateLimited(),
        ),
      )
      .get('/shared/r/:token', async ({ params, request, server }) =>
        (await limiter.take(clientIp(request, server), Date.now()))
          ? sharedReportPage(services.db, params.token, webDir, request.headers.get('accept-encoding'))
          : rateLimited(),
      )
      .get('/*', ({ path, request }) => serveStatic(webDir, path, request.headers.get('accept-encoding')))
  );
}

function rateLimited(): Response {
  return Response.json(
    { errors: [{ message: platformErrors.rateLimited().message, extensions: { code: 'RATE_LIMITED' } }] },
    { status: 429, headers: { 'content-type': 'application/json' } },
  );
}
