/**
 * The load of `bench/sockets.ts`, in its own Node process (Node's `http` and `ws` can bind a local
 * address, so each player speaks from its own loopback address and the per-address limits apply as
 * they do to players on the internet).
 *
 * Each player opens one socket as the web client does (graphql-ws, the `notifications` and
 * `comments` subscriptions), then about once every ACT seconds sends a command (a building upgrade)
 * and about once every READ seconds reads its base, and reads it again on each push that changes
 * it, as the client's cache does. One player at a time posts in the global chat every CHAT seconds;
 * every socket that hears it measures the push from the message's commit (its createdAt) to itself.
 *
 * Input: a JSON file { players: [{ token, web }], webs, seconds, rampPerSecond, actSeconds,
 * readSeconds, chatSeconds, baseQuery }. Output: one JSON object on stdout.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

const cfg = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const N = cfg.players.length;
const BUILDINGS = ['hydroponic-farm', 'steel-foundry', 'energy-plant', 'resource-depot', 'command-center'];

/** Player i's own loopback address: 127.20.0.1 upwards, never a .0 or .255. */
const addressOf = (i) => {
  const n = Math.floor(i / 254) * 256 + (i % 254) + 1;
  return `127.${20 + Math.floor(n / 65536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

const pct = (xs, p) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};
const summary = (xs) => ({ n: xs.length, p50ms: pct(xs, 50), p99ms: pct(xs, 99), maxms: pct(xs, 100) });

const stats = {
  connectMs: [],
  socketsFailed: 0,
  socketsClosedEarly: 0,
  reads: { ms: [], errors: 0, limited: 0, fivexx: 0 },
  commands: { ms: [], refusals: 0, errors: 0, limited: 0, fivexx: 0 },
  chatFanoutMs: [],
  chatPosted: 0,
  ownPushMs: [],
};
let measuring = false;

function post(p, body) {
  const u = new URL(`${cfg.webs[p.web]}/graphql`);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress: p.address,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-session-token': p.token,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - t0 });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, json: null, ms: performance.now() - t0 }));
    req.end(body);
  });
}

function tally(bucket, r, isCommand) {
  if (!measuring) return;
  if (r.status === 429) bucket.limited++;
  else if (r.status >= 500) bucket.fivexx++;
  else if (r.status === 0) bucket.errors++;
  else if (r.json?.errors?.length) {
    const code = r.json.errors[0]?.extensions?.code;
    // the game's answers (queues full, not enough resources) are refusals, not failures
    if (isCommand && code && code !== 'INTERNAL_SERVER_ERROR') bucket.refusals++;
    else bucket.errors++;
  } else bucket.ms.push(r.ms);
}

const readBody = JSON.stringify({ query: cfg.baseQuery });
async function readBase(p) {
  tally(stats.reads, await post(p, readBody), false);
}

async function command(p) {
  const b = BUILDINGS[p.turn++ % BUILDINGS.length];
  const body = JSON.stringify({ query: `mutation { startBuildingUpgrade(buildingId: "${b}") { queue { id } } }` });
  p.commandSentAt = performance.now();
  p.awaitingPush = true;
  const r = await post(p, body);
  tally(stats.commands, r, true);
  if (r.status !== 200 || r.json?.errors) p.awaitingPush = false;
  // the ledger: every upgrade the server acknowledged must exist once and apply once (checked afterwards)
  else for (const q of r.json?.data?.startBuildingUpgrade?.queue ?? []) ackedQueueItems.add(q.id);
}

let chatTurn = 0;
async function chat() {
  const turn = ++chatTurn;
  const p = players[turn % N];
  const body = JSON.stringify({
    query: 'mutation($t: String!) { postComment(channel: "global", text: $t) { _id } }',
    variables: { t: `bench ${turn}` },
  });
  const r = await post(p, body);
  if (measuring && r.status === 200 && !r.json?.errors) {
    stats.chatPosted++;
    postedTexts.add(`bench ${turn}`);
  }
}

function open(p) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const wsUrl = `${cfg.webs[p.web].replace('http', 'ws')}/graphql-ws`;
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { localAddress: p.address });
    p.ws = ws;
    let acked = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { token: p.token } })));
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.type === 'connection_ack') {
        acked = true;
        stats.connectMs.push(performance.now() - t0);
        ws.send(
          JSON.stringify({
            id: 'n',
            type: 'subscribe',
            payload: { query: 'subscription Notifications { notifications { kind text data } }' },
          }),
        );
        ws.send(
          JSON.stringify({
            id: 'c',
            type: 'subscribe',
            payload: { query: 'subscription Comments { comments { _id channel author text createdAt deleted } }' },
          }),
        );
        resolve(true);
      } else if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (m.type === 'next' && m.id === 'c') {
        const c = m.payload?.data?.comments;
        if (measuring && c?.text?.startsWith('bench ')) stats.chatFanoutMs.push(Date.now() - c.createdAt);
        if (c?.text?.startsWith('bench ')) p.heard.set(c.text, (p.heard.get(c.text) ?? 0) + 1);
      } else if (m.type === 'next' && m.id === 'n') {
        const kind = m.payload?.data?.notifications?.kind;
        if (p.awaitingPush && measuring) {
          stats.ownPushMs.push(performance.now() - p.commandSentAt);
          p.awaitingPush = false;
        }
        // the client's cache reads the base again on a push that changes it
        if (kind === 'base-changed' && !p.readPending) {
          p.readPending = true;
          void readBase(p).finally(() => {
            p.readPending = false;
          });
        }
      }
    });
    ws.on('error', () => {
      if (!acked) {
        stats.socketsFailed++;
        resolve(false);
      }
    });
    ws.on('close', () => {
      if (!acked) resolve(false);
      else if (!stopping) {
        stats.socketsClosedEarly++;
        p.closedEarly = true;
      }
    });
  });
}

const players = cfg.players.map((p, i) => ({
  ...p,
  address: addressOf(i),
  turn: i,
  ws: null,
  commandSentAt: 0,
  awaitingPush: false,
  readPending: false,
  /** the chat lines this socket heard, each with how many times */
  heard: new Map(),
  closedEarly: false,
}));
const ackedQueueItems = new Set();
const postedTexts = new Set();
let stopping = false;

// ramp: rampPerSecond sockets a second, as players arrive over a morning
const rampStart = performance.now();
const opened = [];
for (let i = 0; i < N; i += cfg.rampPerSecond) {
  const batch = players.slice(i, i + cfg.rampPerSecond);
  const t = performance.now();
  opened.push(...(await Promise.all(batch.map(open))));
  const left = 1000 - (performance.now() - t);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}
const rampSeconds = (performance.now() - rampStart) / 1000;
const connected = opened.filter(Boolean).length;
process.stderr.write(`sockets: ${connected} of ${N} connected in ${rampSeconds.toFixed(1)} s\n`);

// the measured window: each player on its own phase, so the load is even
measuring = true;
const t0 = Date.now();
// this process's own event-loop delay and CPU in the window: a load process that falls behind adds
// its lag to every latency it measures, so the results say how far behind it was
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const cpu0 = process.cpuUsage();
const timers = [];
for (const [i, p] of players.entries()) {
  const actMs = cfg.actSeconds * 1000;
  const readMs = cfg.readSeconds * 1000;
  const phase = (i / N) * actMs;
  timers.push(
    setTimeout(() => {
      void command(p);
      timers.push(setInterval(() => void command(p), actMs));
    }, phase),
  );
  timers.push(
    setTimeout(
      () => {
        void readBase(p);
        timers.push(setInterval(() => void readBase(p), readMs));
      },
      (phase + readMs / 2) % readMs,
    ),
  );
}
timers.push(setInterval(() => void chat(), cfg.chatSeconds * 1000));
await new Promise((r) => setTimeout(r, cfg.seconds * 1000));
measuring = false;
for (const t of timers) clearTimeout(t);
const seconds = (Date.now() - t0) / 1000;
loopDelay.disable();
const cpuUsed = process.cpuUsage(cpu0);
const loadProcess = {
  cpuPercent: Math.round(((cpuUsed.user + cpuUsed.system) / 1e6 / seconds) * 100),
  loopDelayP50ms: Math.round(loopDelay.percentile(50) / 1e5) / 10,
  loopDelayP99ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
  loopDelayMaxms: Math.round(loopDelay.max / 1e5) / 10,
};
// the pushes of the lines still on their way: wait until every open socket heard every line, or
// until nothing more arrives for 10 s (at most drainSeconds, 120): what is missing then is lost
function chatLedger() {
  let missing = 0;
  let doubled = 0;
  let listening = 0;
  for (const [i, p] of players.entries()) {
    if (!opened[i] || p.closedEarly) continue;
    listening++;
    for (const text of postedTexts) {
      const n = p.heard.get(text) ?? 0;
      if (n === 0) missing++;
      else if (n > 1) doubled++;
    }
  }
  return { lines: postedTexts.size, sockets: listening, missing, doubled };
}
const drainStart = Date.now();
let last = chatLedger();
let lastChange = Date.now();
while (
  last.missing > 0 &&
  Date.now() - lastChange < 10_000 &&
  Date.now() - drainStart < (cfg.drainSeconds ?? 120) * 1000
) {
  await new Promise((r) => setTimeout(r, 1000));
  const now = chatLedger();
  if (now.missing !== last.missing) lastChange = Date.now();
  last = now;
}
const drainSeconds = Math.round((Date.now() - drainStart) / 100) / 10;
stopping = true;
const rssMb = Math.round(process.memoryUsage().rss / 1048576);
for (const p of players) p.ws?.close();

process.stdout.write(
  `${JSON.stringify({
    sockets: {
      asked: N,
      connected,
      failed: stats.socketsFailed,
      closedEarly: stats.socketsClosedEarly,
      rampSeconds: Math.round(rampSeconds * 10) / 10,
      connect: summary(stats.connectMs),
    },
    seconds: Math.round(seconds),
    reads: {
      ...summary(stats.reads.ms),
      perSecond: Math.round(stats.reads.ms.length / seconds),
      errors: stats.reads.errors,
      rateLimited: stats.reads.limited,
      fivexx: stats.reads.fivexx,
    },
    commands: {
      ...summary(stats.commands.ms),
      perSecond: Math.round(((stats.commands.ms.length + stats.commands.refusals) / seconds) * 10) / 10,
      refusals: stats.commands.refusals,
      errors: stats.commands.errors,
      rateLimited: stats.commands.limited,
      fivexx: stats.commands.fivexx,
    },
    chatFanout: { posted: stats.chatPosted, ...summary(stats.chatFanoutMs) },
    ownPushAfterCommand: summary(stats.ownPushMs),
    ledger: {
      chat: { ...last, drainSeconds },
      upgradesAcked: [...ackedQueueItems],
    },
    loadProcessRssMb: rssMb,
    loadProcess,
  })}\n`,
);
process.exit(0);
