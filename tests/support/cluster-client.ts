/**
 * Playing against a test cluster (processes.ts) over real HTTP: GraphQL to any web process, the
 * captcha solved as the browser does, and players made the way people are (register, an admin
 * approves, the mailed link activates, sign in, a profile in the seeded world). `client` names the
 * caller's address: the cluster trusts loopback as a proxy (`TRUSTED_PROXIES=loopback`), so each
 * test (or each bot) can be its own client for the rate limiter.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type postgres from 'postgres';
import { connectPostgres } from '../../src/platform/db.ts';
import { TEST_ENV } from './test-env.ts';

export interface GqlAnswer<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface CallOptions {
  token?: string | null;
  /** The client address the web process sees (X-Forwarded-For). Default 10.0.0.1. */
  client?: string;
  /** Gives up after this long (a request to a process being killed may hang). Default 15 s. */
  timeoutMs?: number;
}

/** One GraphQL request to one web process. Throws when no answer comes (connection refused, reset, timeout). */
export async function gqlAt<T = any>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  o: CallOptions = {},
): Promise<GqlAnswer<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': o.client ?? '10.0.0.1',
  };
  if (o.token) headers['x-session-token'] = o.token;
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
  });
  const body = (await res.json()) as { data?: T; errors?: GqlAnswer['errors'] };
  return { status: res.status, ...body };
}

/** A captcha challenge from `origin`, solved; the token the `recaptcha` arguments take. */
export async function solvedCaptcha(origin: string, action: string, client?: string): Promise<string> {
  const r = await gqlAt<{ captchaChallenge: string }>(
    origin,
    'query($a:String!){ captchaChallenge(action:$a) }',
    { a: action },
    { client },
  );
  if (!r.data) throw new Error(`captchaChallenge failed: ${JSON.stringify(r)}`);
  const challenge = JSON.parse(r.data.captchaChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const ADMIN = { username: TEST_ENV.ADMIN_USERNAME, password: TEST_ENV.ADMIN_PASSWORD };

export interface Player {
  username: string;
  password: string;
  token: string;
  accountId: string;
  profileId: string;
}

export class ClusterClient {
  /** A direct connection to the cluster's database, for fixtures and checks. */
  readonly sql: postgres.Sql;
  private adminToken: string | null = null;
  private clients = 0;

  constructor(
    readonly databaseUrl: string,
    readonly webUrls: string[],
  ) {
    this.sql = connectPostgres(databaseUrl, { max: 2, onnotice: () => {} });
  }

  gql<T = any>(web: number, query: string, variables: Record<string, unknown> = {}, o: CallOptions = {}) {
    return gqlAt<T>(this.webUrls[web] as string, query, variables, o);
  }

  async login(web: number, username: string, password: string, client?: string): Promise<string> {
    const recaptcha = await solvedCaptcha(this.webUrls[web] as string, 'login', client);
    const r = await this.gql<{ login: { ok: boolean; token: string | null; errors: string[] } }>(
      web,
      'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok token errors } }',
      { u: username, p: password, c: recaptcha },
      { client },
    );
    if (!r.data?.login.ok || !r.data.login.token) throw new Error(`login of ${username} failed: ${JSON.stringify(r)}`);
    return r.data.login.token;
  }

  /** Registers through web `web`, approves as admin, activates, signs in and creates a profile in the seeded world. */
  async newPlayer(username: string, web = 0, password = 'Secret123'): Promise<Player> {
    // a client address of its own: making players never eats a test's rate-limit budget
    this.clients++;
    const client = `10.1.${Math.floor(this.clients / 250)}.${this.clients % 250}`;
    const email = `${username.toLowerCase()}@example.test`;
    const reg = await this.gql(
      web,
      'mutation($i:RegisterInput!){ register(input:$i){ ok errors { field message } } }',
      {
        i: {
          username,
          password,
          email,
          termsAgreed: true,
          recaptcha: await solvedCaptcha(this.webUrls[web] as string, 'register', client),
        },
      },
      { client },
    );
    if (!reg.data?.register.ok) throw new Error(`register of ${username} failed: ${JSON.stringify(reg)}`);
    this.adminToken ??= await this.login(0, ADMIN.username, ADMIN.password, client);
    const list = await this.gql<{ adminRegistrations: { id: string; username: string }[] }>(
      web,
      '{ adminRegistrations { id username } }',
      {},
      { token: this.adminToken, client },
    );
    const accountId = list.data?.adminRegistrations.find((a) => a.username === username)?.id;
    if (!accountId) throw new Error(`no registration of ${username}: ${JSON.stringify(list)}`);
    await this.gql(
      web,
      'mutation($id:ID!){ approveRegistration(accountId:$id){ id } }',
      { id: accountId },
      { token: this.adminToken, client },
    );
    const [mail] = await this.sql`select body_text from mail_outbox where kind = 'approval' and to_address = ${email}`;
    const activation = /\/activate\/([\w-]+)/.exec(String(mail?.body_text))?.[1];
    if (!activation) throw new Error(`no activation mail for ${username}`);
    await this.gql(web, 'mutation($t:String!){ activate(token:$t){ ok } }', { t: activation }, { client });
    const token = await this.login(web, username, password, client);
    const worlds = await this.gql<{ worlds: { id: string }[] }>(web, '{ worlds { id } }', {}, { client });
    const created = await this.gql<{ createProfile: { id: string } }>(
      web,
      'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
      { w: worlds.data?.worlds[0]?.id, u: username },
      { token, client },
    );
    if (!created.data) throw new Error(`createProfile of ${username} failed: ${JSON.stringify(created)}`);
    return { username, password, token, accountId, profileId: created.data.createProfile.id };
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 1 });
  }
}
