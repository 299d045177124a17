/**
 * A whole server stack for one test file: a fresh database, the real services with a manual
 * clock, the Elysia app (requests go through `app.handle`, as from a browser), and
 * `runDueJobs(until)` to let game time pass through graphile-worker.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createApp } from '../../src/server/app.ts';
import { seed } from '../../src/server/seed.ts';
import { createServices } from '../../src/server/services.ts';
import { taskList } from '../../src/server/tasks.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { createDb, type Db } from '../../src/platform/db.ts';
import { runDueJobs } from '../../src/platform/jobs.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
import { stopPresenceWrites } from '../../src/modules/alerts/index.ts';
import { freshDatabase } from './database.ts';
import { TEST_ENV } from './test-env.ts';

/** The seeded admin: TEST_ENV sets ADMIN_PASSWORD (not the published default, which must be changed first). */
export const ADMIN = { username: 'admin', password: TEST_ENV.ADMIN_PASSWORD };

export interface GqlResult<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  status: number;
  headers: Headers;
}

/** The test-only stand-in for a TCP peer address: `app.handle` has no connection. */
export const TEST_PEER_HEADER = 'x-test-peer';
export const testPeer = (request: Request) => request.headers.get(TEST_PEER_HEADER) ?? '127.0.0.1';

export async function createTestStack(
  opts: {
    rateLimit?: (db: Db) => RateLimiter;
    /** a migrated database of the caller's (the backup drill's own server) instead of a fresh copy */
    database?: { url: string; drop: () => Promise<void> };
  } = {},
) {
  const database = opts.database ?? (await freshDatabase());
  const handle = createDb(database.url, { max: 8 });
  const clock = new ManualClock(Date.now());
  const services = await createServices(handle, { clock });
  await seed(handle.db, clock.now(), false);
  const app = createApp(services, {
    rateLimit: opts.rateLimit?.(handle.db) ?? new RateLimiter(handle.db, 1_000_000, 1000),
    peerAddress: testPeer,
  });
  const tasks = taskList({ db: handle.db, clock });

  async function gql<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string | null,
    extraHeaders: Record<string, string> = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
    if (token) headers['x-session-token'] = token;
    const res = await app.handle(
      new Request('http://localhost/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
    );
    const body = (await res.json()) as { data?: T; errors?: GqlResult['errors'] };
    return { ...body, status: res.status, headers: res.headers };
  }

  /** Fetches a captcha challenge and solves it, as the browser does. */
  async function captcha(action: string): Promise<string> {
    const r = await gql<{ captchaChallenge: string }>('query($a:String!){ captchaChallenge(action:$a) }', {
      a: action,
    });
    const challenge = JSON.parse(r.data!.captchaChallenge);
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function login(username: string, password: string): Promise<string> {
    const r = await gql<{ login: { ok: boolean; token: string | null; errors: string[] } }>(
      'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok token errors } }',
      { u: username, p: password, c: await captcha('login') },
    );
    if (!r.data?.login.ok || !r.data.login.token) throw new Error(`login failed: ${JSON.stringify(r)}`);
    return r.data.login.token;
  }

  const adminToken = () => login(ADMIN.username, ADMIN.password);

  /** Registers, approves (as admin) and activates an account; returns its token. */
  async function newPlayer(username: string, password = 'Secret123') {
    const reg = await gql<{ register: { ok: boolean } }>(
      'mutation($i:RegisterInput!){ register(input:$i){ ok errors { field message } } }',
      {
        i: {
          username,
          password,
          email: `${username.toLowerCase()}@example.test`,
          termsAgreed: true,
          recaptcha: await captcha('register'),
        },
      },
    );
    if (!reg.data?.register.ok) throw new Error(`register failed: ${JSON.stringify(reg)}`);
    const admin = await adminToken();
    const list = await gql<{ adminRegistrations: { id: string; username: string }[] }>(
      '{ adminRegistrations { id username } }',
      {},
      admin,
    );
    const acc = list.data!.adminRegistrations.find((a) => a.username === username)!;
    await gql('mutation($id:ID!){ approveRegistration(accountId:$id){ id } }', { id: acc.id }, admin);
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'approval')
      .where('to_address', '=', `${username.toLowerCase()}@example.test`)
      .executeTakeFirstOrThrow();
    const activationToken = /\/activate\/([\w-]+)/.exec(mail.body_text)![1]!;
    await gql('mutation($t:String!){ activate(token:$t){ ok } }', { t: activationToken });
    const token = await login(username, password);
    return { token, accountId: acc.id };
  }

  /** A player with a profile entered in the seeded world. */
  async function newPlayerWithProfile(username: string) {
    const p = await newPlayer(username);
    const worlds = await gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
    const created = await gql<{ createProfile: { id: string } }>(
      'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
      { w: worlds.data!.worlds[0]!.id, u: username },
      p.token,
    );
    if (!created.data) throw new Error(`createProfile failed: ${JSON.stringify(created)}`);
    // founded a month back: suites about other rules are not held by strength protection (decision
    // 067), which protects a base in its first 14 days; tests of it found their bases young on purpose
    await handle.db
      .updateTable('bases')
      .set({ created_at: new Date(clock.now() - 30 * 24 * 3_600_000) })
      .where('profile_id', '=', created.data.createProfile.id)
      .execute();
    return { ...p, profileId: created.data.createProfile.id };
  }

  return {
    db: handle.db,
    sql: handle.sql,
    url: database.url,
    clock,
    services,
    app,
    gql,
    captcha,
    login,
    adminToken,
    newPlayer,
    newPlayerWithProfile,
    runDueJobs: (until: number) =>
      runDueJobs({ db: handle.db, connectionString: database.url, taskList: tasks, clock, until }),
    async close() {
      // sockets closing as the test's servers stop would start presence writes on an ending pool
      await stopPresenceWrites();
      await handle.sql.end({ timeout: 1 });
      await database.drop();
    },
  };
}

export type TestStack = Awaited<ReturnType<typeof createTestStack>>;
