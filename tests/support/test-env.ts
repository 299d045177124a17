/**
 * The settings every test run sees, whatever the shell exports: the tests sign in with the
 * README's default admin, count on the default limits, and must never mail anyone. Used by
 * vitest.config.ts and the browser tests' server (tests/e2e/support/start-server.ts).
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  ADMIN_USERNAME: 'admin',
  // not the published default (ChangeMe123), which must be changed at the first sign-in: tests sign
  // in as an operator who set ADMIN_PASSWORD (the forced change is tested in account-security.test.ts)
  ADMIN_PASSWORD: 'Admin4Tests1',
  ADMIN_EMAIL: 'admin@localhost',
  CAPTCHA_KEY_PREFIX: '0',
  SEED_WORLD_SPEED: '1',
  // most tests raid newcomers: no beginner's shield unless a test asks for one (first-hour tests do)
  BEGINNER_SHIELD_HOURS: '0',
  LOGIN_MAX_FAILURES: '5',
  LOGIN_BLOCK_SECONDS: '900',
  RATE_LIMIT: '300',
  RATE_LIMIT_WINDOW_MS: '10000',
  SESSION_TTL_SECONDS: String(7 * 24 * 3600),
  SMTP_URL: '',
  MAIL_FROM: 'Ephoran Frontier <no-reply@localhost>',
  PUBLIC_URL: 'http://localhost:3000',
  IN_PROCESS_WORKER: 'true',
  // no clock slows on its own: tests move their clocks by hand, so lateness says nothing (the
  // dilation test runs the controller itself; a world's clock is slowed in a spec by writing it)
  TIME_DILATION: 'off',
  TRUSTED_PROXIES: '',
  // alerts: pushes go to the tests' stand-in push service on this machine (tests/support/push-service.ts),
  // which listens on a free port: `:*` allows every port of the host (no port would mean port 80 only)
  PUSH_SERVICES: 'http://127.0.0.1:*',
  VAPID_SUBJECT: 'mailto:ops@ephoran.test',
} as const;
