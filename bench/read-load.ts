/**
 * The base-read load, in its own process (as browsers are): `players` players, each with its own
 * session, each reading its own base (the web client's `query Base`) over HTTP.
 *  - paced: every player reads `perSecond` times a second for `seconds` s, starting at a random
 *    moment of its first period; a player waits for its answer (TanStack Query never overlaps a
 *    query with itself) and reads again at its next tick;
 *  - burst: then every player reads once at the same instant (all in flight together).
 * Prints { paced: { latencies, errors, seconds }, burst: { latencies, errors } } as JSON.
 * Args: endpoint, path of a JSON file { tokens, body }, perSecond, seconds.
 */
import { readFileSync } from 'node:fs';

const [endpoint, file, rate, secs] = process.argv.slice(2);
const { tokens, body } = JSON.parse(readFileSync(String(file), 'utf8')) as { tokens: string[]; body: string };
const period = 1000 / Number(rate);
const duration = Number(secs) * 1000;
const read = async (token: string) => {
  const r = await fetch(String(endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': token },
    body,
  });
  const j = (await r.json()) as { errors?: unknown; data?: { base?: unknown } };
  return !j.errors && !!j.data?.base;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// warm-up: every session once, a few at a time
for (let i = 0; i < tokens.length; i += 20) await Promise.all(tokens.slice(i, i + 20).map(read));

const paced: number[] = [];
let pacedErrors = 0;
const t0 = performance.now();
await Promise.all(
  tokens.map(async (token) => {
    let next = t0 + Math.random() * period;
    while (next < t0 + duration) {
      await sleep(next - performance.now());
      const t = performance.now();
      if (!(await read(token))) pacedErrors++;
      paced.push(performance.now() - t);
      next += period;
      // a read that took longer than a period skips the ticks it missed
      while (next < performance.now()) next += period;
    }
  }),
);
const pacedSeconds = (performance.now() - t0) / 1000;

await sleep(500);
const burst: number[] = [];
let burstErrors = 0;
await Promise.all(
  tokens.map(async (token) => {
    const t = performance.now();
    if (!(await read(token))) burstErrors++;
    burst.push(performance.now() - t);
  }),
);
console.log(
  JSON.stringify({
    paced: { latencies: paced, errors: pacedErrors, seconds: pacedSeconds },
    burst: { latencies: burst, errors: burstErrors },
  }),
);
