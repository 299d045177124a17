import { dirname, join } from 'node:path';
/** The seeded admin's published default password (README): it works for one sign-in, which must replace it. */
const DEFAULT_ADMIN_PASSWORD = 'ChangeMe123';

/** Process configuration, read once from the environment. Every option states its default. */
export const config = {
  /** HTTP port. Default 3000. */
  port: Number(process.env.PORT ?? 3000),
  /** PostgreSQL URL; when unset `bun dev` starts the project's private PostgreSQL (see embedded-pg.ts). */
  databaseUrl: process.env.DATABASE_URL ?? '',
  /**
   * A direct URL to the same database, for when DATABASE_URL goes through a connection pooler in
   * transaction mode (PgBouncer): then the queries use DATABASE_URL without prepared statements, and
   * what needs a session of its own — LISTEN (pushes, the timeline's alarm), graphile-worker and the
   * migrations — uses this one. Unset: everything uses DATABASE_URL (docs/decisions/035).
   */
  databaseDirectUrl: process.env.DATABASE_DIRECT_URL ?? '',
  /** Names the private PostgreSQL's Unix socket (`.s.PGSQL.<port>`; it opens no TCP port). Default 54329. */
  embeddedPgPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  /** Folder holding the private PostgreSQL's data. Default `.data/pg` in the project. */
  embeddedPgDir: process.env.EMBEDDED_PG_DIR ?? '.data/pg',
  /** Durability of the private PostgreSQL. Default on; `EMBEDDED_PG_FSYNC=off` trades it for speed. */
  embeddedPgFsync: (process.env.EMBEDDED_PG_FSYNC ?? 'on') !== 'off',
  /**
   * File with the key that encrypts secrets kept in the database (unless SECRETS_KEY holds it).
   * Default `secret.key` beside the private PostgreSQL's folder: `.data/secret.key`.
   */
  secretsKeyFile:
    process.env.SECRETS_KEY_FILE ?? join(dirname(process.env.EMBEDDED_PG_DIR ?? '.data/pg'), 'secret.key'),
  /** Seeded admin. Defaults: admin / ChangeMe123 (printed on first start, written in the README). */
  adminUsername: process.env.ADMIN_USERNAME ?? 'admin',
  adminPassword: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
  /** The seeded admin must replace the password at the first sign-in when it is the published default. */
  adminPasswordIsDefault: (process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD) === DEFAULT_ADMIN_PASSWORD,
  adminEmail: process.env.ADMIN_EMAIL ?? 'admin@localhost',
  /** SMTP URL (smtp://user:pass@host:port); when unset mail stays in the outbox shown in /control. */
  smtpUrl: process.env.SMTP_URL ?? '',
  /** Sender address of outgoing mail. */
  mailFrom: process.env.MAIL_FROM ?? 'Ephoran Frontier <no-reply@localhost>',
  /**
   * Who runs this server, told to browsers' push services with every Web Push (the VAPID subject: a
   * `mailto:` address or an `https:` URL; Apple's refuses localhost). Default mailto:ADMIN_EMAIL.
   */
  vapidSubject: process.env.VAPID_SUBJECT ?? `mailto:${process.env.ADMIN_EMAIL ?? 'admin@localhost'}`,
  /**
   * Push services a browser's subscription may name (origins, `*.` for any subdomain, comma-separated):
   * the server posts alerts to these only. Default the services of Chrome, Firefox, Edge and Safari.
   */
  pushServices: (
    process.env.PUSH_SERVICES ??
    'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://*.push.apple.com'
  )
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** Public origin used in links inside e-mails. Default http://localhost:PORT. */
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  /** Run graphile-worker inside the web process. Default true; `bun run worker` runs it alone. */
  inProcessWorker: (process.env.IN_PROCESS_WORKER ?? 'true') !== 'false',
  /** Captcha proof-of-work difficulty: the hex prefix the derived key must start with. Default '000' (~4096 hashes). */
  captchaKeyPrefix: process.env.CAPTCHA_KEY_PREFIX ?? '000',
  /** Seconds a session token lives. Default 7 days. */
  sessionTtlSeconds: Number(process.env.SESSION_TTL_SECONDS ?? 7 * 24 * 3600),
  /** A token older than this (seconds) is renewed in a response header. Spec constant 43200. */
  tokenRenewAfterSeconds: 43_200,
  /** Bad sign-in attempts before a temporary block, and how long it lasts. */
  loginMaxFailures: Number(process.env.LOGIN_MAX_FAILURES ?? 5),
  loginBlockSeconds: Number(process.env.LOGIN_BLOCK_SECONDS ?? 15 * 60),
  /** Requests per client per window before RATE_LIMITED. */
  rateLimitPerWindow: Number(process.env.RATE_LIMIT ?? 300),
  rateLimitWindowMs: Number(process.env.RATE_LIMIT_WINDOW_MS ?? 10_000),
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated IPs or CIDRs, e.g.
   * `10.0.0.0/8,127.0.0.1`). Default none: the connection's peer address is the client.
   */
  trustedProxies: (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** GraphQL limits before COMPLEXITY_REACHED, the same on every door (HTTP and the socket). */
  graphqlMaxDepth: 10,
  /** Fields in one document (every selection, fragments counted where written), checked before validation. */
  graphqlMaxFields: Number(process.env.GRAPHQL_MAX_FIELDS ?? 300),
  /**
   * Characters of a GraphQL document, checked before it is parsed: the web client's largest is
   * about 630 (decision 040). Longer answers COMPLEXITY_REACHED on every door.
   */
  graphqlMaxQueryChars: Number(process.env.GRAPHQL_MAX_QUERY_CHARS ?? 8 * 1024),
  /**
   * Entries of one list (or fields of one object) in a request's input, checked before GraphQL or
   * zod reads the values: the client's longest list has a few dozen. Longer answers BAD_INPUT.
   */
  inputMaxEntries: Number(process.env.INPUT_MAX_ENTRIES ?? 500),
  /** graphql-armor's cost model (a field 1, nested fields multiplied by depth). */
  graphqlMaxCost: 5000,
  /** Aliased fields per operation (`__typename` is free). The web client uses none. */
  graphqlMaxAliases: Number(process.env.GRAPHQL_MAX_ALIASES ?? 15),
  /** Calls in one batched /trpc request; each call also counts against RATE_LIMIT. */
  trpcMaxBatchSize: 10,
  /**
   * Time dilation (decision 056): the worker's once-a-minute controller that slows a late world's
   * clock. `TIME_DILATION=off` leaves every clock at normal speed (the tests, whose injected clocks
   * make lateness meaningless, turn it off; the dilation test runs the controller itself).
   */
  timeDilation: process.env.TIME_DILATION !== 'off',
  /**
   * The subscription socket (/graphql-ws). Sockets open at once per session (a guest: per client
   * address); operations in flight per socket (subscriptions, and queries until answered); and
   * subscriptions per session over all its sockets. Counted per web process.
   */
  wsMaxSocketsPerSession: Number(process.env.WS_MAX_SOCKETS_PER_SESSION ?? 8),
  wsMaxSubscriptionsPerSocket: Number(process.env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET ?? 10),
  wsMaxSubscriptionsPerSession: Number(process.env.WS_MAX_SUBSCRIPTIONS_PER_SESSION ?? 40),
  /**
   * Largest request body on /graphql and /trpc, bytes: a bigger one answers 413 before it is read.
   * The largest real operation is an admin writing the rules or the news: 20,000 characters, up to
   * 60 KB of UTF-8 (the client's biggest document is under 1 KB). Default 64 KiB.
   */
  maxBodyBytes: Number(process.env.MAX_BODY_BYTES ?? 64 * 1024),
  /** Largest WebSocket message accepted, bytes (a bigger one closes the socket). Default MAX_BODY_BYTES. */
  wsMaxMessageBytes: Number(process.env.WS_MAX_MESSAGE_BYTES ?? process.env.MAX_BODY_BYTES ?? 64 * 1024),
  /**
   * Trust `X-Forwarded-Proto: https` from the proxy in front (TLS ends there): then responses carry
   * Strict-Transport-Security. Off by default: a client could send the header itself.
   */
  trustForwardedProto: process.env.TRUST_FORWARDED_PROTO === 'true',
  /** HSTS max-age when served over TLS. Default one year. */
  hstsMaxAgeSeconds: Number(process.env.HSTS_MAX_AGE ?? 31_536_000),
  /** Speed of the world seeded on first start (build and research times are divided by it). Default 1. */
  seedWorldSpeed: Math.max(1, Number(process.env.SEED_WORLD_SPEED ?? 1)),
  /** The seeded world's economy speed: production and storage multiplied by it (decision 042). Default 1. */
  seedEconomySpeed: Math.max(1, Number(process.env.SEED_ECONOMY_SPEED ?? 1)),
  /** Hours of planetary shield a new commander starts with in worlds created from now on (decision 030). Default 72; 0 for none. */
  beginnerShieldHours: Math.max(0, Number(process.env.BEGINNER_SHIELD_HOURS ?? 72)),
  isTest: process.env.NODE_ENV === 'test' || !!process.env.VITEST,
  /** GraphiQL, introspection and "Did you mean …" suggestions: only with NODE_ENV=development. */
  isDevelopment: process.env.NODE_ENV === 'development',
} as const;
