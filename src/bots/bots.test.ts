/** The bots' own pieces without a server: the seeded policy, the statistics, the CLI's durations. */
import { describe, expect, test } from 'vitest';
import { STARTING_BUILDINGS, STARTING_RESOURCES } from '../game/index.ts';
import { Bot } from './bot.ts';
import type { BotClient, CallResult } from './client.ts';
import { parseDuration } from './cli.ts';
import { WEIGHTS } from './policy.ts';
import { upgrade } from './actions/base.ts';
import type { Ctx } from './actions/context.ts';
import { emptyLedger } from './ledger.ts';
import { StatsRecorder } from './stats.ts';

const NOW = Date.UTC(2030, 0, 1);
const zero = { food: 0, steel: 0, energy: 0, astromite: 0, quantarite: 0, credits: 0 };
const base = {
  id: 'b1',
  x: 10,
  y: 10,
  speed: 1,
  buildings: Object.entries({ ...STARTING_BUILDINGS, barracks: 1, shipyard: 1, 'command-center': 5 }).map(
    ([id, level]) => ({ id, level }),
  ),
  research: [],
  extraBuildingQueues: 0,
  extraResearchQueues: 0,
  units: [
    { type: 'interceptor', count: 4 },
    { type: 'ranger', count: 10 },
  ],
  injured: [],
  shieldUntil: null,
  shieldDownAt: null,
  boosts: [],
  snapshot: {
    amounts: { ...STARTING_RESOURCES, steel: 50_000, food: 50_000, energy: 50_000 },
    remainder: zero,
    ratePerHour: zero,
    capacity: { ...zero, food: 1e9, steel: 1e9, energy: 1e9, astromite: 1e9, quantarite: 1e9, credits: 1e9 },
    settledAt: NOW,
  },
  queue: [],
  serverNow: NOW,
};

/** A game that answers every call the same way: what a bot does is then only its seed's doing. */
function stubClient(calls: string[], over: Record<string, unknown> = {}): BotClient {
  let marchLooks = 0;
  const answers: Record<string, unknown> = {
    base: { base },
    myProfiles: { myProfiles: [{ id: 'p1', world: { id: 'w1', name: 'Andromeda Reach' } }] },
    worlds: { worlds: [{ id: 'w1', name: 'Andromeda Reach', isOpen: true, registrationOpen: true }] },
    getMap: {
      getMap: {
        worldId: 'w1',
        size: 100,
        items: [
          { x: 12, y: 11, type: 'pirate-ship', level: 1, own: false, ally: false, owner: null },
          { x: 8, y: 9, type: 'astromite-asteroid', level: 1, own: false, ally: false, owner: null },
        ],
      },
    },
    tasks: { tasks: [{ id: 't1', claimable: true }] },
    myAlliance: { myAlliance: { alliance: null, myRole: null, applications: [], myApplications: [] } },
    alliances: { alliances: [] },
    reports: {
      reports: [
        { id: 'r1', rewards: '{}', claimedAt: null, read: false, folder: 'system' },
        { id: 'r2', rewards: null, claimedAt: null, read: true, folder: 'economy' },
      ],
    },
    events: { events: [{ id: 'e1', canJoin: true }] },
    getMissions: { getMissions: [] },
    leaderboard: { leaderboard: { me: null, entries: [] } },
    getComments: { getComments: [] },
    backpack: {
      backpack: [
        { type: 'crate-food', count: 2 },
        { type: 'speedup-building-5m', count: 1 },
      ],
    },
    ephoranCores: { ephoranCores: [], backpack: [] },
    vaultRanking: { vaultRanking: { active: false, lastStartedAt: null } },
    tradingStations: {
      tradingStations: [
        {
          x: 14,
          y: 12,
          tax: 5,
          stock: ['food', 'steel', 'energy', 'astromite', 'quantarite'].map((resource) => ({
            resource,
            amount: 100_000,
          })),
        },
      ],
    },
    occupations: { occupations: [] },
    'myAlliance:members': {
      myAlliance: { alliance: { id: 'a1' }, members: [{ commander: 'bot0' }, { commander: 'bot1' }] },
    },
    'getMap:ally': {
      getMap: { items: [{ x: 30, y: 30, type: 'solar-system', level: 1, own: false, ally: true, owner: 'bot1' }] },
    },
    reinforcements: { reinforcements: { sent: [{ id: 'm1', status: 'marching' }] } },
    // every other look: one fleet holding an object (to let go of), then none (a teleport may go)
    getMapMarches: () => ({
      getMapMarches: marchLooks++ % 2 ? [] : [{ id: 'm2', kind: 'occupy', status: 'occupying' }],
    }),
    ...over,
  };
  const stub = {
    token: 'x',
    async login() {
      return { ok: true, errors: [] };
    },
    async call(op: string): Promise<CallResult<unknown>> {
      calls.push(op);
      const a = answers[op];
      return {
        kind: 'ok',
        data: (typeof a === 'function' ? a() : a) ?? { [op]: { id: '1', _id: '1', createdAt: NOW, queue: [] } },
      };
    },
  };
  return stub as unknown as BotClient;
}

function playSteps(
  seed: number,
  index: number,
  steps: number,
  weights?: Partial<Record<string, number>>,
  answers?: Record<string, unknown>,
  deadline = Number.POSITIVE_INFINITY,
) {
  const calls: string[] = [];
  let t = 0;
  const bot = new Bot({
    index,
    seed,
    runTag: 't',
    username: `bot${index}`,
    password: 'x',
    thinkMs: [0, 0],
    deadline,
    signal: new AbortController().signal,
    client: stubClient(calls, answers),
    stats: new StatsRecorder(),
    ledger: emptyLedger('http://x'),
    peers: () => ['bot0', 'bot1', 'bot2'],
    now: () => (t += 700),
    maxSteps: steps,
    weights,
    directory: new Map([['bot1', { x: 30, y: 30 }]]),
  });
  return bot.play().then(() => calls);
}

describe('the policy', () => {
  test('the same seed plays the same moves; another seed or another bot plays others', async () => {
    const a = await playSteps(42, 0, 60);
    expect(a.filter((op) => op === 'base')).toHaveLength(60);
    const b = await playSteps(42, 0, 60);
    expect(a).toEqual(b);
    expect(await playSteps(43, 0, 60)).not.toEqual(a);
    expect(await playSteps(42, 1, 60)).not.toEqual(a);
    // it does many kinds of things, not one over and over
    const kinds = new Set(a);
    for (const op of [
      'base',
      'startBuildingUpgrade',
      'trainUnits',
      'postComment',
      'sendUnits:attack',
      // claiming asks for gathered payouts too, and a read trade report is tidied away (decision 044)
      'reports:claimable',
      'deleteReports',
    ])
      expect(kinds).toContain(op);
    expect(kinds.size).toBeGreaterThanOrEqual(10);
  });

  test('the rarer actions go through their operations (the shop, backpack, cores, vault, occupying, black market, reinforcements, teleport)', async () => {
    const only = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
    const ops = new Set(
      await playSteps(5, 0, 300, {
        ...only,
        buyItem: 1,
        useItem: 1,
        cores: 1,
        occupy: 1,
        blackMarket: 1,
        reinforce: 1,
        recall: 1,
        release: 1,
        teleport: 1,
      }),
    );
    for (const op of [
      'buyItem',
      'useItem',
      'startVault',
      'sendUnits:occupy',
      'recallMarch:occupy',
      'exchange',
      'placeTradeOrder',
      'sendUnits:reinforce',
      'recallMarch:reinforce',
      'buyItem:teleport',
      'teleportBase',
    ])
      expect(ops).toContain(op);
    // nothing the weights leave out
    for (const op of ['startBuildingUpgrade', 'trainUnits', 'postComment']) expect(ops).not.toContain(op);
  });

  test('a bot whose building queue is busy puts the next upgrade into its build plan (decision 072)', async () => {
    const only = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
    const busy = {
      base: {
        base: {
          ...base,
          queue: [{ id: 'q1', kind: 'building', target: 'barracks', level: 1, startsAt: NOW, dueAt: NOW + 60_000 }],
        },
      },
      plan: { plan: { steps: [] } },
    };
    const ops = await playSteps(7, 0, 20, { ...only, plan: 1 }, busy);
    expect(ops).toContain('addPlanStep');
  });

  test('an upgrade queued behind a plan’s upgrade of the same building is recorded at its own level', async () => {
    // the plan's barracks 2 runs; the bot's upgrade queues barracks 3 behind it (the soak once read 2
    // from the first item and called barracks 3 an upgrade applied twice)
    const queue = [
      { id: 'plan-2', kind: 'building', target: 'barracks', level: 2, startsAt: NOW, dueAt: NOW + 60_000 },
      { id: 'mine-3', kind: 'building', target: 'barracks', level: 3, startsAt: NOW + 60_000, dueAt: NOW + 180_000 },
    ];
    const ledger = emptyLedger('http://test');
    const ctx = {
      base: { buildings: [{ id: 'barracks', level: 1 }] },
      o: { username: 'LedgerBot', ledger },
      c: { call: async () => ({ kind: 'ok', data: { startBuildingUpgrade: { queue } } }) },
    } as unknown as Ctx;
    await upgrade(ctx, 'barracks');
    expect(ledger.upgrades).toEqual([
      expect.objectContaining({ buildingId: 'barracks', level: 3, queueItemId: 'mine-3', acked: true }),
    ]);
  });

  test('a bot farms pirate ships with a repeat order and sets a contingency rule (decision 073)', async () => {
    const only = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
    const none = { fleetOrders: { fleetOrders: { orders: [], rules: [] } } };
    const ops = await playSteps(
      11,
      0,
      40,
      { ...only, repeatOrder: 1, contingency: 1 },
      {
        ...none,
        'fleetOrders:rules': none.fleetOrders,
      },
    );
    expect(ops).toContain('createRepeatOrder');
    expect(ops).toContain('addContingencyRule');
    // the rule is set once
    expect(ops.filter((op) => op === 'addContingencyRule')).toHaveLength(1);
  });

  test('the rarer actions stay rare with the default weights', async () => {
    const calls = await playSteps(42, 0, 300);
    const rare = calls.filter((op) =>
      [
        'buyItem',
        'backpack',
        'ephoranCores',
        'tradingStations',
        'sendUnits:occupy',
        'myAlliance:members',
        'reinforcements',
        'buyItem:teleport',
      ].includes(op),
    );
    expect(rare.length).toBeLessThan(calls.filter((op) => op === 'base').length * 0.2);
  });
});

describe('statistics', () => {
  test('outcomes are split and latencies summarised per operation', () => {
    const s = new StatsRecorder();
    for (let i = 1; i <= 100; i++) s.record('base', 'ok', i);
    s.record('postComment', 'refused', 5, 'COMMENT_PACE');
    s.record('postComment', 'rateLimited', 1);
    s.record('postComment', 'serverError', 9, 'HTTP 500');
    s.record('postComment', 'network', 9, 'ECONNREFUSED');
    s.actions = 50;
    const r = s.summary({ bots: 1, seed: 1, durationMs: 10_000 });
    expect(r.operations.base).toMatchObject({ count: 100, ok: 100, p50Ms: 50, p99Ms: 99, maxMs: 100 });
    expect(r.operations.postComment).toMatchObject({
      count: 4,
      refused: 1,
      rateLimited: 1,
      serverError: 1,
      network: 1,
      refusals: { COMMENT_PACE: 1 },
    });
    expect(r.outcomes).toEqual({ ok: 100, refused: 1, rateLimited: 1, serverError: 1, network: 1 });
    expect(r.actionsPerSecond).toBe(5);
    expect(r.failures.map((f) => f.kind)).toEqual(['serverError', 'network']);
  });

  test('durations read as the CLI takes them', () => {
    expect(parseDuration('60s')).toBe(60_000);
    expect(parseDuration('5m')).toBe(300_000);
    expect(parseDuration('1500ms')).toBe(1500);
    expect(parseDuration('2')).toBe(2000);
    expect(() => parseDuration('soon')).toThrow();
  });
});

describe('the season (decision 069)', () => {
  const world = (season: { registrationClosesAt: number; endsAt: number }) => ({
    worlds: { worlds: [{ id: 'w1', name: 'Andromeda Reach', isOpen: true, registrationOpen: true, season }] },
  });
  test('a bot does not try to join a world whose registration has closed', async () => {
    const calls = await playSteps(
      1,
      0,
      5,
      undefined,
      {
        myProfiles: { myProfiles: [] },
        ...world({ registrationClosesAt: 0, endsAt: NOW }),
      },
      // ten tries at entering, 700 ms of the bot's clock apart
      7000,
    );
    expect(calls).toContain('worlds');
    expect(calls).not.toContain('createProfile');
  });
  test('on a closed world a bot still reads its base but gives no orders', async () => {
    const calls = await playSteps(42, 0, 30, undefined, world({ registrationClosesAt: 0, endsAt: 1 }));
    expect(calls.filter((op) => op === 'base').length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['myProfiles', 'worlds', 'enterProfile', 'base']));
  });
});
