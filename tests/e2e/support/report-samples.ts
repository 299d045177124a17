/**
 * One report of each of the spec's 15 kinds, shaped as the game files them, for the browser tests.
 * The fights (battle, rally, occupied object, vault) are fought here with the game's own engine from
 * a fresh secret seed, with the seed's commitment beside them, so the browser can verify their replay.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createRng,
  drawSeed,
  pirateFleet,
  plainStats,
  runVault,
  simulateBattle,
  simulateJointBattle,
  type UnitCounts,
} from '../../../src/game/index.ts';

export const secretSeed = () => randomBytes(32).toString('hex');
export const commitmentOf = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

/** A pirate battle the reader's fleet fought (role attack), from a fresh seed. */
export function pirateBattle(units: UnitCounts = { interceptor: 30, cruiser: 6 }) {
  const seed = secretSeed();
  const input = {
    attacker: { units, stats: plainStats() },
    defender: { units: pirateFleet(1), stats: plainStats() },
  };
  const result = simulateBattle(input, createRng(drawSeed(seed, 'battle')));
  return {
    engineVersion: result.version,
    seed,
    commitment: commitmentOf(seed),
    target: { x: 12, y: 7, kind: 'pirate-ship', level: 1 },
    role: 'attack',
    input,
    result,
    loot: { steel: 40, food: 25, energy: 0, astromite: 0, quantarite: 0, credits: 0 },
  };
}

function rally() {
  const seed = secretSeed();
  const input = {
    attacker: { contingents: [{ ownerId: 'lead', units: { battleship: 4, cruiser: 10 }, stats: plainStats() }] },
    defender: { host: { ownerId: 'pirates', units: pirateFleet(2), stats: plainStats() } },
    plunderable: { steel: 100, food: 0, energy: 0, astromite: 0, quantarite: 0, credits: 0 },
  };
  const result = simulateJointBattle(input, createRng(drawSeed(seed, 'battle')));
  const me = result.attacker.owners[0];
  const share = {
    name: 'Rallyleader',
    before: me?.before ?? {},
    lost: me?.lost ?? {},
    survivors: me?.survivors ?? {},
    plunder: me?.plunder ?? {},
  };
  return {
    engineVersion: result.version,
    seed,
    commitment: commitmentOf(seed),
    target: { x: 20, y: 21, kind: 'pirate-ship', level: 2 },
    role: 'attack',
    input,
    result,
    loot: result.plunder,
    members: [share],
    mine: share,
  };
}

/** The takeover fight for a held trading station, read by the attacker. */
function takeover() {
  const seed = secretSeed();
  const input = {
    attacker: { units: { battleship: 6, cruiser: 10 }, stats: plainStats() },
    defender: { units: { interceptor: 8 }, stats: plainStats() },
  };
  const result = simulateBattle(input, createRng(drawSeed(seed, 'battle')));
  return {
    engineVersion: result.version,
    seed,
    commitment: commitmentOf(seed),
    input,
    result,
    target: { x: 30, y: 31, kind: 'trading-station', level: 1, holder: 'Stationholder' },
    attacker: 'Me',
    holder: 'Stationholder',
    outcome: result.winner === 'attacker' ? 'taken' : 'held',
    role: 'attack',
  };
}

function vault() {
  const seed = secretSeed();
  const units = { battleship: 20, cruiser: 40 };
  const outcome = runVault(units, plainStats(), seed);
  return {
    runId: '00000000-0000-4000-8000-000000000001',
    seed,
    commitment: commitmentOf(seed),
    cleared: outcome.cleared,
    units,
    survivors: outcome.survivors,
    stages: outcome.stages.map((s) => ({
      stage: s.stage,
      guardians: s.guardians,
      attacker: s.attacker,
      winner: s.result.winner,
      result: s.result,
    })),
    stats: plainStats(),
  };
}

const pirate = { x: 12, y: 7, kind: 'pirate-ship', level: 1 };
const hour = 3_600_000;

/** Each kind with its data, its folder, what it pays, and a text its body must show. */
export function reportSamples(now = Date.now()) {
  const vaultRun = vault();
  return [
    { kind: 'battle', folder: 'combat', data: pirateBattle(), body: /Verified/ },
    {
      kind: 'portal',
      folder: 'system',
      data: { address: 'ΑΒΓΔΕΖ', commander: 'Gatekeeper', x: 40, y: 41, from: 'ΗΘΙΚΛΜ' },
      body: /Your portal opened to ΑΒΓΔΕΖ: the gate of Gatekeeper’s base at 40:41/,
    },
    {
      kind: 'portal-mission',
      folder: 'combat',
      data: {
        missionId: '00000000-0000-4000-8000-000000000002',
        type: 'exploration',
        level: 1,
        symbols: 'ΑΒΓ',
        success: true,
        share: 1,
        units: { ranger: 5 },
        survivors: { ranger: 5 },
        reward: { resources: { steel: 100 }, items: {}, units: {} },
      },
      body: /Sent through the portal: 5 Ranger/,
    },
    { kind: 'rally', folder: 'alliance', data: rally(), body: /Rallyleader/ },
    {
      kind: 'reward',
      folder: 'system',
      data: { note: 'Sorry for the outage', from: 'command' },
      rewards: { resources: { credits: 250 }, items: {} },
      body: /Sorry for the outage[\s\S]*250[\s\S]*Not claimed yet/,
    },
    {
      kind: 'notice',
      folder: 'system',
      data: { reason: 'target-gone', target: pirate },
      body: /Someone destroyed the pirates before your fleet arrived/,
    },
    {
      kind: 'gathering',
      folder: 'economy',
      data: {
        target: { x: 8, y: 9, kind: 'astromite-asteroid', level: 2 },
        resource: 'astromite',
        amount: 1200,
        units: { interceptor: 3 },
      },
      body: /Your fleet mined 1,200 Astromite at the Astromite asteroid 8:9[\s\S]*3[\s\S]*Interceptor/,
    },
    {
      kind: 'scout',
      folder: 'espionage',
      data: {
        target: pirate,
        findings: {
          depth: 'resources',
          resources: { food: 10, steel: 20, energy: 30, astromite: 0, quantarite: 0, credits: 0 },
        },
      },
      body: /Stores/,
    },
    {
      kind: 'occupied-object',
      folder: 'combat',
      data: takeover(),
      body: /Stationholder’s holding fleet[\s\S]*Verified/,
    },
    {
      kind: 'occupied-reward',
      folder: 'economy',
      data: {
        target: { x: 30, y: 31, kind: 'trading-station', level: 1 },
        paid: { credits: 20 },
        hours: 2,
        since: now - hour,
        until: now,
        payouts: [
          { at: now - hour, paid: { credits: 10 } },
          { at: now, paid: { credits: 10 } },
        ],
      },
      rewards: { resources: { credits: 20 } },
      body: /paid your holding fleet for 2 hours/,
    },
    {
      kind: 'event-reward',
      folder: 'system',
      data: {
        eventId: '00000000-0000-4000-8000-000000000003',
        type: 'power-surge',
        place: 2,
        score: 1234,
        ranks: 'players',
      },
      rewards: { resources: { credits: 500 } },
      body: /You placed 2 in Power Surge with 1,234 points/,
    },
    {
      kind: 'trade',
      folder: 'economy',
      data: {
        trade: 'convoy',
        role: 'received',
        from: 'Friendly',
        to: 'Me',
        cargo: { steel: 300, food: 200 },
        total: 500,
      },
      body: /Friendly’s convoy unloaded at your base[\s\S]*300[\s\S]*Steel[\s\S]*In all: 500/,
    },
    {
      kind: 'fragments-combined',
      folder: 'economy',
      data: { fragments: 5, address: 'ΝΞΟΠΡΣ', commander: 'Faraway', x: 50, y: 51 },
      body: /5 symbol fragments combined into a portal address: ΝΞΟΠΡΣ, the gate of Faraway’s base at 50:51/,
    },
    {
      kind: 'fragments-converted',
      folder: 'economy',
      data: { unknown: 3, symbols: 7 },
      body: /You turned 3 unknown fragments into 7 symbol fragments/,
    },
    { kind: 'ephoran-vault', folder: 'combat', data: vaultRun, body: /Verified/ },
  ] as const;
}
