/**
 * The bench's load generator, in its own process so that building and parsing requests does not
 * share the server's event loop: POSTs one GraphQL mutation per token, `concurrency` at a time,
 * and prints the latencies (ms) and the error count as JSON.
 * Before timing, `warmBody` (a read) goes once per token of the first few hundred, so the JIT and
 * the connection pool are warm, as they are for the raw transactions measured after it.
 * Args: endpoint, path of a JSON file { tokens, body, warmBody }, concurrency.
 */
import { readFileSync } from 'node:fs';

const [endpoint, file, n] = process.argv.slice(2);
const { tokens, body, warmBody } = JSON.parse(readFileSync(String(file), 'utf8')) as {
  tokens: string[];
  body: string;
  warmBody: string;
};
const post = (token: string, payload: string) =>
  fetch(String(endpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': token },
    body: payload,
  }).then((r) => r.json() as Promise<{ errors?: unknown }>);
const warm = tokens.slice(0, 400);
await Promise.all(
  Array.from({ length: Number(n) }, async (_, w) => {
    for (let i = w; i < warm.length; i += Number(n)) await post(warm[i] as string, warmBody);
  }),
);
const latencies: number[] = [];
let errors = 0;
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: Number(n) }, async () => {
    while (next < tokens.length) {
      const token = tokens[next++] as string;
      const t = performance.now();
      const j = await post(token, body);
      if (j.errors) errors++;
      latencies.push(performance.now() - t);
    }
  }),
);
console.log(JSON.stringify({ latencies, errors, seconds: (performance.now() - t0) / 1000 }));
