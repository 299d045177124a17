/**
 * One bot's connection to the game, as a browser makes it: POST /graphql with the session token in
 * the `x-session-token` header, a fresher token from the answer's header replacing ours, the altcha
 * proof-of-work captcha solved for sign-in. Every call is timed and classified for the run's
 * statistics; RATE_LIMITED (HTTP 429) is counted and retried after a growing, jittered pause.
 * Imports nothing of the server: it talks to any running game over HTTP.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Rng } from '../game/index.ts';
import { sitterMaySend } from './sitting.ts';
import type { OutcomeKind, StatsRecorder } from './stats.ts';

export const TOKEN_HEADER = 'x-session-token';
/** the owner's profile id while the bot sits a friend's base (decision 066) */
export const SIT_AS_HEADER = 'x-sit-as';

export interface CallResult<T> {
  kind: OutcomeKind;
  data?: T;
  /** the domain code of a refusal (extensions.code), or the HTTP status / error name otherwise */
  code?: string;
  message?: string;
  /** a refusal's values (extensions.details): a bash limit's `untilMs` (decision 067) */
  details?: Record<string, unknown>;
}

export interface ClientOptions {
  url: string;
  stats: StatsRecorder;
  rng: Rng;
  /** the run's end: no new retries after it */
  signal?: AbortSignal;
  /** 429 retries per call before it gives up (counted as rate-limited) */
  maxRetries?: number;
  /** per-request timeout, ms */
  timeoutMs?: number;
  userAgent?: string;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Codes that mean the server itself failed, even when it answered 200. */
const SERVER_FAILURE_CODES = new Set(['UNKNOWN', 'INTERNAL_SERVER_ERROR']);

export class BotClient {
  token: string | null = null;
  /** the server said the bot's world has closed (WORLD_CLOSED): the bot stops giving orders */
  worldClosed = false;
  /** calls in a row that got no answer (the server down or restarting): the bot waits longer */
  networkFailures = 0;
  /** the base this bot sits (the owner's profile id), or null on its own */
  sitAs: string | null = null;
  constructor(private readonly o: ClientOptions) {}

  /** the game's origin */
  get url() {
    return this.o.url;
  }

  get endpoint() {
    return `${this.o.url.replace(/\/$/, '')}/graphql`;
  }

  /** One GraphQL call, recorded under `op`; retried after 429 with backoff. */
  async call<T = Record<string, unknown>>(
    op: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<CallResult<T>> {
    const maxRetries = this.o.maxRetries ?? 6;
    // sitting: a command a sitter may not give is never sent (decision 066)
    if (this.sitAs && !sitterMaySend(query)) return { kind: 'refused', code: 'SITTER_CANNOT', message: 'not sent' };
    for (let attempt = 0; ; attempt++) {
      const r = await this.once<T>(op, query, variables);
      if (r.kind !== 'rateLimited' || attempt >= maxRetries || this.o.signal?.aborted) return r;
      // 250 ms, 500 ms … up to 8 s, with jitter so the bots of one machine do not retry in step
      const pause = Math.min(8000, 250 * 2 ** attempt) * (0.5 + this.o.rng.next());
      await sleep(pause, this.o.signal);
    }
  }

  private async once<T>(op: string, query: string, variables: Record<string, unknown>): Promise<CallResult<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': this.o.userAgent ?? 'ephoran-bot/1',
    };
    if (this.token) headers[TOKEN_HEADER] = this.token;
    if (this.sitAs) headers[SIT_AS_HEADER] = this.sitAs;
    const started = performance.now();
    let res: Response;
    let body: {
      data?: T;
      errors?: { message: string; extensions?: { code?: string; details?: Record<string, unknown> } }[];
    };
    try {
      res = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 30_000),
      });
      const fresh = res.headers.get(TOKEN_HEADER);
      if (fresh) this.token = fresh;
      const text = await res.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = {};
      }
    } catch (e) {
      const ms = performance.now() - started;
      const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      this.networkFailures++;
      this.o.stats.record(op, 'network', ms, message);
      return { kind: 'network', message };
    }
    const ms = performance.now() - started;
    this.networkFailures = 0;
    const first = body.errors?.[0];
    if (res.status === 429 || first?.extensions?.code === 'RATE_LIMITED') {
      this.o.stats.record(op, 'rateLimited', ms);
      return { kind: 'rateLimited', code: 'RATE_LIMITED', message: first?.message };
    }
    if (res.status >= 500 || (first && SERVER_FAILURE_CODES.has(first.extensions?.code ?? ''))) {
      const message = `HTTP ${res.status}: ${first?.message ?? ''}`;
      this.o.stats.record(op, 'serverError', ms, message);
      return { kind: 'serverError', code: first?.extensions?.code ?? String(res.status), message };
    }
    if (first) {
      const code = first.extensions?.code ?? (res.status >= 400 ? `HTTP_${res.status}` : 'ERROR');
      if (code === 'NOT_AUTHENTICATED') this.token = null;
      // the world's season ended (decision 069): its orders are refused from now on
      if (code === 'WORLD_CLOSED') this.worldClosed = true;
      // the owner revoked the grant, or it ran out: the bot is back on its own base
      if (code === 'SITTING_ENDED') this.sitAs = null;
      this.o.stats.record(op, 'refused', ms, code);
      return {
        kind: 'refused',
        code,
        message: first.message,
        data: body.data ?? undefined,
        details: first.extensions?.details,
      };
    }
    if (!body.data) {
      const message = `HTTP ${res.status} without data`;
      this.o.stats.record(op, 'serverError', ms, message);
      return { kind: 'serverError', code: String(res.status), message };
    }
    this.o.stats.record(op, 'ok', ms);
    return { kind: 'ok', data: body.data };
  }

  /** A captcha solution for `action`, solved as the browser's widget does. */
  async captcha(action: string): Promise<string | null> {
    const r = await this.call<{ captchaChallenge: string }>(
      'captchaChallenge',
      'query($a:String!){ captchaChallenge(action:$a) }',
      { a: action },
    );
    if (r.kind !== 'ok' || !r.data) return null;
    const challenge = JSON.parse(r.data.captchaChallenge);
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Signs in (step 1; bots have no 2-FA). Answers the login's errors when refused. */
  async login(
    username: string,
    password: string,
  ): Promise<{ ok: boolean; errors: string[]; passwordChangeRequired?: boolean }> {
    const recaptcha = await this.captcha('login');
    if (!recaptcha) return { ok: false, errors: ['captcha unavailable'] };
    const r = await this.call<{
      login: { ok: boolean; token: string | null; errors: string[]; passwordChangeRequired: boolean };
    }>(
      'login',
      'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok token errors passwordChangeRequired } }',
      { u: username, p: password, c: recaptcha },
    );
    if (r.kind !== 'ok' || !r.data) return { ok: false, errors: [r.message ?? r.kind] };
    if (r.data.login.token) this.token = r.data.login.token;
    return {
      ok: r.data.login.ok && !!r.data.login.token,
      errors: r.data.login.errors,
      passwordChangeRequired: r.data.login.passwordChangeRequired,
    };
  }
}
