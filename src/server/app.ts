/**
 * The HTTP face of one process: Elysia serving /graphql (yoga; subscriptions over graphql-ws on
 * the same path), /trpc (admin-only internal tools), /health, and the built client with SPA
 * fallback. Every request resolves its session once, here, through the accounts module.
 */
import { fileURLToPath } from 'node:url';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Elysia } from 'elysia';
import { createYoga } from 'graphql-yoga';
import { makeServer } from 'graphql-ws';
import { clientAddressResolver } from '../platform/client-address.ts';
import { config } from '../platform/config.ts';
import { platformErrors } from '../platform/errors.ts';
import type { GraphQLContext } from '../platform/graphql.ts';
import { RateLimiter } from '../platform/rate-limit.ts';
import type { AppServices } from '../platform/trpc.ts';
import { createContext, TOKEN_HEADER } from './context.ts';
import { maskError } from './graphql-errors.ts';
import { inputErrorsPlugin } from './graphql-input.ts';
import { appRouter } from './router.ts';
import { schema } from './schema.ts';
import { serveStatic } from './static-files.ts';

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
}

export function createApp(services: AppServices, opts: AppOptions = {}) {
  const webDir = opts.webDir ?? WEB_DIR;
  const limiter = opts.rateLimit ?? new RateLimiter(services.db, config.rateLimitPerWindow, config.rateLimitWindowMs);
  const resolveClient = clientAddressResolver(opts.trustedProxies ?? config.trustedProxies);
  const clientIp = (request: Request, server: PeerServer) =>
    resolveClient(request, opts.peerAddress ? opts.peerAddress(request) : (server?.requestIP(request)?.address ?? null));

  const yoga = createYoga<{ gql: GraphQLContext }>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.isTest,
    maskedErrors: { maskError: (e) => maskError(e) },
    // expected refusals are answers, not incidents; maskError logs the unexpected ones itself
    logging: { debug: () => {}, info: () => {}, warn: (...a: unknown[]) => console.warn(...a), error: () => {} },
    context: ({ gql }) => gql,
    plugins: [
      maxDepthPlugin({ n: config.graphqlMaxDepth, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
      costLimitPlugin({ maxCost: 5000, errorMessage: 'COMPLEXITY_REACHED', exposeLimits: false }),
      inputErrorsPlugin(),
    ],
    cors: false,
  });

  const wsServer = makeServer<{ token?: string }, { ip: string; userAgent: string }>({
    schema,
    // the same error mapping as over HTTP: spec texts and codes, never internals
    onNext: (_ctx, _id, _payload, _args, result) => {
      if (!('errors' in result) || !result.errors?.length) return result;
      return { ...result, errors: result.errors.map((e) => maskError(e).toJSON()) } as unknown as typeof result;
    },
    context: async (ctx) => {
      const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : null;
      const trpc = await createContext(services, { token, ip: ctx.extra.ip, userAgent: ctx.extra.userAgent }, () => {});
      return { trpc } satisfies GraphQLContext;
    },
  });
  type WsState = { closed?: (code?: number, reason?: string) => Promise<void>; onMessage?: (data: string) => Promise<void> };
  const sockets = new WeakMap<object, WsState>();

  async function handleGraphql(request: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return rateLimited();
    const outHeaders = new Headers();
    const trpc = await createContext(
      services,
      { token: request.headers.get(TOKEN_HEADER), ip, userAgent: request.headers.get('user-agent') ?? '' },
      (t) => outHeaders.set(TOKEN_HEADER, t),
    );
    const response = await yoga.fetch(request, { gql: { trpc } });
    for (const [k, v] of outHeaders) response.headers.set(k, v);
    response.headers.set('access-control-expose-headers', TOKEN_HEADER);
    return response;
  }

  async function handleTrpc(request: Request, ip: string) {
    if (!(await limiter.take(ip, Date.now()))) return rateLimited();
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: request,
      router: appRouter,
      createContext: async () => {
        const ctx = await createContext(
          services,
          { token: request.headers.get(TOKEN_HEADER), ip, userAgent: request.headers.get('user-agent') ?? '' },
          () => {},
        );
        // internal tools only: the whole /trpc surface is for admins
        if (ctx.session?.role !== 'admin') throw platformErrors.notAuthorized().toTRPC();
        return ctx;
      },
    });
  }

  return new Elysia()
    .get('/health', () => ({ ok: true }))
    .post('/graphql', ({ request, server }) => handleGraphql(request, clientIp(request, server)), { parse: 'none' })
    .get('/graphql', ({ request, server }) => handleGraphql(request, clientIp(request, server)))
    .get('/trpc/*', ({ request, server }) => handleTrpc(request, clientIp(request, server)))
    .post('/trpc/*', ({ request, server }) => handleTrpc(request, clientIp(request, server)), { parse: 'none' })
    .ws('/graphql-ws', {
      // Elysia parses JSON text frames: graphql-ws wants the raw text back
      parse: undefined,
      open(ws) {
        const state: WsState = {};
        sockets.set(ws.raw, state);
        const protocol = ws.data.headers?.['sec-websocket-protocol'] ?? 'graphql-transport-ws';
        state.closed = wsServer.opened(
          {
            protocol: protocol.split(',')[0]?.trim() ?? 'graphql-transport-ws',
            send: (data) => {
              ws.send(data);
            },
            close: (code, reason) => ws.close(code, reason),
            onMessage: (cb) => {
              state.onMessage = cb;
            },
          },
          { ip: 'ws', userAgent: ws.data.headers?.['user-agent'] ?? '' },
        );
      },
      async message(ws, message) {
        const state = sockets.get(ws.raw);
        const text = typeof message === 'string' ? message : JSON.stringify(message);
        try {
          await state?.onMessage?.(text);
        } catch (err) {
          console.error('[ws]', err);
          ws.close(1011, 'Internal error');
        }
      },
      close(ws, code, reason) {
        const state = sockets.get(ws.raw);
        void state?.closed?.(code, reason);
        sockets.delete(ws.raw);
      },
    })
    .get('/*', ({ path, request }) => serveStatic(webDir, path, request.headers.get('accept-encoding')));
}

function rateLimited(): Response {
  return Response.json(
    { errors: [{ message: 'Rate limited', extensions: { code: 'RATE_LIMITED' } }] },
    { status: 429, headers: { 'content-type': 'application/json' } },
  );
}
