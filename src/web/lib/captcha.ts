/**
 * The invisible proof-of-work captcha (ALTCHA). The solver loads 500 ms after start; while it is
 * not loaded, loading is retried up to 3 times every 2 s (spec §9). A token for an action is a
 * server challenge solved in the browser: base64 of JSON `{ challenge, solution }`.
 */
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';

type Solver = typeof import('altcha-lib');
type Derive = typeof import('altcha-lib/algorithms/web/sha');

export const CAPTCHA_DELAY_MS = 500;
export const CAPTCHA_RETRY_MS = 2000;
export const CAPTCHA_RETRIES = 3;

let solver: Promise<{ lib: Solver; sha: Derive }> | null = null;
let loaded = false;
const readyListeners = new Set<() => void>();

async function importSolver() {
  const [lib, sha] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  return { lib, sha };
}

/** Starts loading after 500 ms; retries up to 3 times every 2 s while not loaded. */
export function loadCaptcha(importer: () => Promise<{ lib: Solver; sha: Derive }> = importSolver): void {
  if (solver) return;
  solver = new Promise((resolve, reject) => {
    let attempt = 0;
    const tryLoad = () => {
      importer()
        .then((s) => {
          loaded = true;
          for (const l of readyListeners) l();
          resolve(s);
        })
        .catch((err) => {
          if (attempt++ < CAPTCHA_RETRIES) setTimeout(tryLoad, CAPTCHA_RETRY_MS);
          else reject(err);
        });
    };
    setTimeout(tryLoad, CAPTCHA_DELAY_MS);
  });
  solver.catch(() => {
    solver = null; // a later form submit may try again
  });
}

export const isCaptchaLoaded = () => loaded;
export function onCaptchaReady(l: () => void) {
  readyListeners.add(l);
  return () => readyListeners.delete(l);
}

export type CaptchaAction = 'login' | 'authTokenLogin' | 'register' | 'contact';

/** Asks the server for a challenge for `action` and solves it. */
export async function captchaToken(action: CaptchaAction): Promise<string> {
  if (!solver) loadCaptcha();
  const { lib, sha } = await (solver as Promise<{ lib: Solver; sha: Derive }>);
  const { captchaChallenge } = await gql(graphql('query Captcha($a: String!) { captchaChallenge(action: $a) }'), {
    a: action,
  });
  const challenge = JSON.parse(captchaChallenge);
  const solution = await lib.solveChallenge({ challenge, deriveKey: sha.deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
