/**
 * The subscription socket, /graphql-ws (graphql-ws over Elysia's WebSocket). It is a door like
 * /graphql and holds the same limits: every operation runs through the same yoga instance (depth,
 * cost, alias and introspection rules, error masking), counts against the same per-address rate
 * limit as an HTTP request, and the socket itself is capped: sockets per session, operations in
 * flight per socket, subscriptions per session (config.ts, `WS_MAX_*`). A socket whose session
 * ends (logout, revocation: `endSessionSockets` in platform/pubsub.ts) is closed with 4401
 * "Not authenticated" in whichever process holds it. A signed-in socket also marks its account as
 * present (looking at the game) for every process: alerts are not sent to it (decision 031).
 */
import { type GraphQLError, getOperationAST, Kind } from 'graphql';
import { CloseCode, type Context as WsContext, makeServer, type SubscribePayload } from 'graphql-ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { SocketPresence } from '../modules/alerts/index.ts';
import { config } from '../platform/config.ts';
import { platformErrors } from '../platform/errors.ts';
import type { GraphQLContext } from '../platform/graphql.ts';
import { sessionEndedTopic } from '../platform/pubsub.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import { type SharedFeed, sharedFeedOf } from '../platform/shared-feeds.ts';
import type { AppServices } from '../platform/trpc.ts';
import { createContext } from './context.ts';
import { maskError } from './graphql-errors.ts';
import { operationBoundsRefusal } from './graphql-guards.ts';
import { SharedSockets } from './shared-sockets.ts';

export interface SocketLimits {
  socketsPerSession: number;
  subscriptionsPerSocket: number;
  subscriptionsPerSession: number;
}

export const defaultSocketLimits = (): SocketLimits => ({
  socketsPerSession: config.wsMaxSocketsPerSession,
  subscriptionsPerSocket: config.wsMaxSubscriptionsPerSocket,
  subscriptionsPerSession: config.wsMaxSubscriptionsPerSession,
});

/** What one socket knows about itself (graphql-ws's `extra`). */
interface SocketInfo {
  ip: string;
  /**
   * Operations let through the checks below (ids). The caps count these, not every operation
   * graphql-ws holds: one still waiting for the rate limiter is not running yet (when a burst's
   * permits came at once, counting those refused the whole burst).
   */
  admitted?: Set<string>;
  userAgent: string;
  close(code: number, reason: string): void;
  /** writes a text frame on the socket (a shared feed's frames, decision 099) */
  send(text: string): void;
  /** session id, or `guest:<address>` for a socket without a token */
  owner?: string;
  token?: string | null;
  stopListening?: () => void;
  /** the signed-in account, counted as present while the socket is open */
  accountId?: string;
  /** set when the socket closed (possibly while onConnect was still reading the session) */
  gone?: boolean;
  /** its counts were given back (once, whoever saw the close first) */
  forgotten?: boolean;
  /** graphql-ws's context of this socket, as counted in `byOwner` */
  ctx?: Ctx;
}

type Ctx = WsContext<Record<string, unknown> | undefined, SocketInfo>;

/** What an admitted operation carries to graphql-ws's execute and subscribe. */
interface OperationRoot {
  execute(args: unknown): never;
  subscribe(args: unknown): never;
  /** a subscription to a shared feed (decision 099): its frames are written for all its readers at once */
  shared?: { feed: SharedFeed; key: string; id: string; send(text: string): void };
}

/** The shared feed a subscription document reads, if its root field is one. */
function sharedFeedOfDocument(document: Parameters<typeof getOperationAST>[0], operationName?: string | null) {
  const op = getOperationAST(document, operationName);
  if (op?.operation !== 'subscription') return undefined;
  const first = op.selectionSet.selections[0];
  return first?.kind === Kind.FIELD ? sharedFeedOf(first.name.value) : undefined;
}
// biome-ignore lint/complexity/noBannedTypes: yoga's own default for no server context
type Yoga = YogaServerInstance<{ gql: GraphQLContext }, {}>;

const NOT_AUTHENTICATED = 'Not authenticated';

function refusal(error: ReturnType<typeof platformErrors.rateLimited>): GraphQLError[] {
  return [maskError(error)];
}

export function createSocketServer(services: AppServices, yoga: Yoga, limiter: RateLimiter, limits: SocketLimits) {
  /** Accounts with a socket open here, told to every process through the database (alerts). */
  const presence = new SocketPresence(services.db);
  /** Open, acknowledged sockets by owner (session id or guest address), in this process. */
  const byOwner = new Map<string, Set<Ctx>>();
  /** The sockets reading shared feeds here, by topic (decision 099). */
  const shared = new SharedSockets(services.push, (errors) => errors.map((e) => maskError(e).toJSON()));

  /** Operations admitted on a socket and still running (forgets those graphql-ws has finished). */
  const running = (c: Ctx) => {
    const admitted = c.extra.admitted;
    if (!admitted) return 0;
    for (const id of admitted) if (!(id in c.subscriptions)) admitted.delete(id);
    return admitted.size;
  };
  const operationsOf = (owner: string) => {
    let n = 0;
    for (const c of byOwner.get(owner) ?? []) n += running(c);
    return n;
  };

  const server = makeServer<Record<string, unknown> | undefined, SocketInfo>({
    async onConnect(ctx) {
      const info = ctx.extra;
      const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : null;
      let owner = `guest:${info.ip}`;
      if (token) {
        const claims = await services.tokens.verify(token, services.clock.now());
        if (!claims) {
          info.close(CloseCode.Unauthorized, NOT_AUTHENTICATED);
          return false;
        }
        // listen before reading the session row: an end committed after the read is still heard
        info.stopListening = services.push.onTopic(sessionEndedTopic(claims.sid), () =>
          info.close(CloseCode.Unauthorized, NOT_AUTHENTICATED),
        );
        const live = await createContext(services, { token, ip: info.ip, userAgent: info.userAgent }, () => {});
        if (!live.session) {
          info.stopListening();
          info.close(CloseCode.Unauthorized, NOT_AUTHENTICATED);
          return false;
        }
        owner = live.session.sessionId;
        info.accountId = live.session.accountId;
      }
      if (info.gone) {
        // closed while we read the session: nothing to count, nothing to listen for
        info.stopListening?.();
        return false;
      }
      const open = byOwner.get(owner) ?? new Set<Ctx>();
      if (open.size >= limits.socketsPerSession) {
        info.stopListening?.();
        info.close(CloseCode.TooManyInitialisationRequests, 'Too many sockets for this session');
        return false;
      }
      open.add(ctx as Ctx);
      byOwner.set(owner, open);
      info.ctx = ctx as Ctx;
      info.owner = owner;
      info.token = token;
      // present before the socket is acknowledged: once a client is connected, no alert reaches it
      if (info.accountId) await presence.opened(info.accountId);
      return true;
    },
    async onSubscribe(ctx, id, payload: SubscribePayload) {
      const info = ctx.extra;
      // one operation on the socket is one request: the same budget as /graphql and /trpc
      if (!(await limiter.take(info.ip, Date.now()))) return refusal(platformErrors.rateLimited());
      // the same bounds as over HTTP, before the document is parsed (graphql-guards.ts)
      const tooBig = operationBoundsRefusal(payload.query, payload.variables);
      if (tooBig) return [tooBig];
      if (
        running(ctx as Ctx) >= limits.subscriptionsPerSocket ||
        (info.owner && operationsOf(info.owner) >= limits.subscriptionsPerSession)
      ) {
        return refusal(platformErrors.rateLimited());
      }
      info.admitted ??= new Set();
      info.admitted.add(id);
      const trpc = await createContext(
        services,
        { token: info.token ?? null, ip: info.ip, userAgent: info.userAgent },
        () => {},
      );
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({ gql: { trpc } });
      let document: ReturnType<typeof parse>;
      try {
        document = parse(payload.query);
      } catch (err) {
        return [maskError(err)];
      }
      let errors: readonly unknown[];
      try {
        errors = validate(schema, document);
      } catch (err) {
        // graphql-armor's limits throw from inside validation (yoga turns that into an answer too)
        errors = [err];
      }
      if (errors.length > 0) return errors.map((e) => maskError(e));
      const feed = sharedFeedOfDocument(document, payload.operationName);
      const key = `${payload.query}\u0000${payload.operationName ?? ''}\u0000${JSON.stringify(payload.variables ?? {})}`;
      const rootValue: OperationRoot = {
        execute: execute as OperationRoot['execute'],
        subscribe: subscribe as OperationRoot['subscribe'],
        shared: feed && { feed, key, id, send: info.send },
      };
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: await contextFactory(),
        rootValue,
      };
    },
    execute: (args) => (args.rootValue as OperationRoot).execute(args),
    subscribe: async (args) => {
      const root = args.rootValue as OperationRoot;
      if (root.shared) {
        const { feed, key, id, send } = root.shared;
        const joined = await feed.join(args.contextValue as GraphQLContext).catch(() => null);
        // refused (signed out, no base): the field's own subscribe answers the refusal as always
        if (joined) return shared.join(feed, args, key, joined, id, send);
      }
      return root.subscribe(args);
    },
    // the same error mapping as over HTTP: spec texts and codes, never internals
    onNext: (_ctx, _id, _payload, _args, result) => {
      if (!('errors' in result) || !result.errors?.length) return result;
      return { ...result, errors: result.errors.map((e) => maskError(e).toJSON()) } as unknown as typeof result;
    },
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => maskError(e).toJSON()),
    // the socket handler below forgets a closed socket first; this catches closes graphql-ws makes itself
    onClose: (ctx) => forget(ctx.extra),
  });

  /**
   * A closed socket leaves the counts (per owner, presence) at once and stops listening. Run from
   * the socket's close itself, not only from graphql-ws's onClose: that one waits until every
   * subscription's iterator has returned, and one waiting for its next message may never return.
   */
  function forget(info: SocketInfo) {
    if (info.forgotten) return;
    info.forgotten = true;
    info.gone = true;
    info.stopListening?.();
    if (!info.owner) return;
    if (info.accountId) void presence.closed(info.accountId);
    const open = byOwner.get(info.owner);
    if (info.ctx) open?.delete(info.ctx);
    if (open?.size === 0) byOwner.delete(info.owner);
  }

  type WsState = {
    info?: SocketInfo;
    closed?: (code?: number, reason?: string) => Promise<void>;
    onMessage?: (data: string) => Promise<void>;
  };
  const sockets = new WeakMap<object, WsState>();

  interface Ws {
    raw: object;
    send(data: string): unknown;
    close(code?: number, reason?: string): unknown;
  }

  return {
    /** Elysia's ws handlers; `ip` and `userAgent` come from the upgrade request. */
    open(ws: Ws, request: { ip: string; userAgent: string; protocol: string }) {
      const info: SocketInfo = {
        ip: request.ip,
        userAgent: request.userAgent,
        close: (code, reason) => {
          ws.close(code, reason);
        },
        send: (text) => {
          ws.send(text);
        },
      };
      const state: WsState = { info };
      sockets.set(ws.raw, state);
      state.closed = server.opened(
        {
          protocol: request.protocol.split(',')[0]?.trim() ?? 'graphql-transport-ws',
          send: (data) => {
            ws.send(data);
          },
          close: (code, reason) => {
            ws.close(code, reason);
          },
          onMessage: (cb) => {
            state.onMessage = cb;
          },
        },
        info,
      );
    },
    async message(ws: Ws, message: unknown) {
      const state = sockets.get(ws.raw);
      // Elysia parses JSON text frames: graphql-ws wants the raw text back
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      try {
        await state?.onMessage?.(text);
      } catch (err) {
        console.error('[ws]', err);
        ws.close(CloseCode.InternalServerError, 'Internal error');
      }
    },
    close(ws: Ws, code: number, reason: string) {
      const state = sockets.get(ws.raw);
      if (state?.info) forget(state.info);
      void state?.closed?.(code, reason);
      sockets.delete(ws.raw);
    },
  };
}
