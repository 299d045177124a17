/** Real listening servers and graphql-ws clients for tests that need a socket. */
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll } from 'vitest';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import type { AppServices } from '../../src/platform/trpc.ts';
import { createApp } from '../../src/server/app.ts';
import { createTestStack, type TestStack } from './stack.ts';
import type { SocketLimits } from '../../src/server/socket.ts';

/** Starts servers over some services; `stopAll()` in afterAll. */
export function servers(defaultServices: () => AppServices) {
  const running: { stop(): void }[] = [];
  return {
    listen(
      opts: { rateLimit?: RateLimiter; socketLimits?: Partial<SocketLimits> } = {},
      services = defaultServices(),
    ): number {
      const app = createApp(services, {
        rateLimit: opts.rateLimit ?? new RateLimiter(services.db, 1_000_000, 1000),
        socketLimits: opts.socketLimits,
      }).listen({ port: 0, hostname: '127.0.0.1' });
      running.push({ stop: () => app.stop() });
      return app.server!.port as number;
    },
    stopAll() {
      for (const r of running) r.stop();
    },
  };
}

export interface Socket {
  client: Client;
  /** resolves with the close code and reason once the server closes the socket */
  closed: Promise<{ code: number; reason: string }>;
  connected: Promise<void>;
}

export function socket(port: number, token?: string): Socket {
  let onClosed!: (e: { code: number; reason: string }) => void;
  let onConnected!: () => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (onClosed = r));
  const connected = new Promise<void>((r) => (onConnected = r));
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql-ws`,
    connectionParams: token ? { token } : {},
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      connected: () => onConnected(),
      closed: (e) => onClosed({ code: (e as CloseEvent).code, reason: (e as CloseEvent).reason }),
    },
  });
  return { client, closed, connected };
}

export type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** One query over the socket: its answer, or its errors as an answer. */
export function ask(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    let answer: Answer | null = null;
    client.subscribe(
      { query, variables },
      {
        next: (m) => {
          answer = m as Answer;
        },
        error: (e) =>
          resolve(
            Array.isArray(e)
              ? { errors: e }
              : { errors: [{ message: String((e as { reason?: string }).reason ?? e) }] },
          ),
        complete: () => resolve(answer ?? {}),
      },
    );
  });
}

/** Waits until `what()` holds (a socket heard something), or fails naming `label` after `ms`. */
export async function heardWithin(what: () => boolean, label: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error(`not heard: ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A file's test stack and its listening servers: made before the file's tests, closed after them. */
export function socketStack(): { readonly s: TestStack; web: ReturnType<typeof servers> } {
  let stack: TestStack | undefined;
  const made = () => {
    if (!stack) throw new Error('the test stack is made in beforeAll');
    return stack;
  };
  const web = servers(() => made().services);
  beforeAll(async () => {
    stack = await createTestStack();
  });
  afterAll(async () => {
    web.stopAll();
    await stack?.close();
  });
  return {
    get s() {
      return made();
    },
    web,
  };
}
