/** Builds the shared services of one process: database, clock, tokens, captcha, push hub. */
import { AltchaCaptcha } from '../platform/captcha-altcha.ts';
import type { Captcha } from '../platform/captcha.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { config } from '../platform/config.ts';
import type { DbHandle } from '../platform/db.ts';
import { PushHub } from '../platform/pubsub.ts';
import { vapidKeys } from '../modules/alerts/index.ts';
import { getOrCreateSecret } from '../platform/secrets.ts';
import { TokenService } from '../platform/tokens.ts';
import type { AppServices } from '../platform/trpc.ts';
import { registerReportListeners } from './report-listeners.ts';
import { registerTimeline } from './timeline.ts';

export async function createServices(
  handle: DbHandle,
  opts: { clock?: Clock; captcha?: Captcha; listen?: boolean } = {},
): Promise<AppServices> {
  const [tokenSecret, captchaSecret] = await Promise.all([
    process.env.SESSION_SECRET ?? getOrCreateSecret(handle.db, 'session-token'),
    getOrCreateSecret(handle.db, 'captcha-hmac'),
    // the Web Push key pair, made on first start (alerts, decision 031)
    vapidKeys(handle.db),
  ]);
  registerTimeline();
  registerReportListeners();
  const push = new PushHub();
  if (opts.listen !== false) await push.start(handle.listenSql);
  return {
    db: handle.db,
    clock: opts.clock ?? systemClock,
    tokens: new TokenService(tokenSecret, config.sessionTtlSeconds),
    captcha: opts.captcha ?? new AltchaCaptcha(handle.db, captchaSecret, config.captchaKeyPrefix),
    push,
  };
}
