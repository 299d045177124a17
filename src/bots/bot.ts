/**
 * One bot commander: signs in, enters (or creates) its profile, then plays until the run ends, a
 * think time between actions. Each step reads the base (as the browser's base page does) and picks
 * one thing a fast human would do next, by a seeded random draw over what the rules (src/game, the
 * same previews the browser shows) say is possible: claim tasks and rewards, upgrade, research,
 * train, scout and attack pirates, gather at asteroids, chat, found or join an alliance, accept
 * applicants, join events, deploy portal missions, send convoys, write to another bot. A refusal
 * is the game's answer, not an error: the bot notes it and moves on.
 */
import {
  BUILDING_IDS,
  type BaseState,
  type BuildingId,
  checkResearch,
  checkTraining,
  checkUpgrade,
  createRng,
  type InProgress,
  maxTrainable,
  RESEARCH,
  type Resources,
  type Rng,
  resources,
  resourcesAt,
  SPACE_UNITS,
  GROUND_UNITS,
  baseStats,
  BETS,
  MIN_STAKE,
  slotsInUse,
  type TimedBoost,
  type UnitCounts,
  type UnitId,
  UNITS,
} from '../game/index.ts';
import type { BotClient } from './client.ts';
import type { ChatEntry, Ledger, LedgerBot, UpgradeEntry } from './ledger.ts';
import type { StatsRecorder } from './stats.ts';

const RES = '{ food steel energy astromite quantarite credits }';
const BASE_FIELDS = `id x y speed buildings { id level } research { id level } extraBuildingQueues extraResearchQueues units { type count } injured { type count } shieldUntil shieldDownAt boosts { effect amount endsAt }
  snapshot { amounts ${RES} remainder ${RES} ratePerHour ${RES} capacity ${RES} settledAt } queue { id kind target level startsAt dueAt } serverNow`;

interface WireBase {
  id: string;
  x: number;
  y: number;
  speed: number;
  buildings: { id: string; level: number }[];
  research: { id: string; level: number }[];
  extraBuildingQueues: number;
  extraResearchQueues: number;
  units: { type: string; count: number }[];
  injured: { type: string; count: number }[];
  shieldUntil: number | null;
  shieldDownAt: number | null;
  boosts: TimedBoost[];
  snapshot: { amounts: Resources; remainder: Resources; ratePerHour: Resources; capacity: Resources; settledAt: number };
  queue: { id: string; kind: 'building' | 'research' | 'training' | 'healing'; target: string; level: number; startsAt: number; dueAt: number }[];
  serverNow: number;
}

/** The base as the rules see it now (what the browser's start checks are asked about). */
function stateOf(b: WireBase): BaseState {
  const snap = { amounts: resources(b.snapshot.amounts), remainder: resources(b.snapshot.remainder), ratePerHour: resources(b.snapshot.ratePerHour), capacity: resources(b.snapshot.capacity), settledAt: b.snapshot.settledAt };
  return {
    buildings: Object.fromEntries(b.buildings.map((x) => [x.id, x.level])),
    research: Object.fromEntries(b.research.map((x) => [x.id, x.level])),
    resources: resourcesAt(snap, b.serverNow),
    remainder: resources(),
    units: Object.fromEntries(b.units.map((u) => [u.type, u.count])),
    injured: Object.fromEntries(b.injured.map((u) => [u.type, u.count])),
    shieldUntil: b.shieldUntil ?? undefined,
    shieldDownAt: b.shieldDownAt ?? undefined,
    boosts: b.boosts,
    extraQueues: { building: b.extraBuildingQueues, research: b.extraResearchQueues },
    settledAt: b.serverNow,
  };
}

/** What a new commander builds first (the first hour's path), then everything else. */
const BUILD_PRIORITY: BuildingId[] = ['barracks', 'shipyard', 'command-center', 'research-lab', 'alliance-embassy', 'intelligence-agency', 'hydroponic-farm', 'steel-foundry', 'energy-plant', 'resource-depot', 'trading-outpost'];

const PHRASES = [
  'Anyone near the nebula? Pirates are thick here',
  'Shipyard is up, interceptors rolling out',
  'Looking for an alliance, active every day',
  'That asteroid field is rich, come mine',
  'Who is scouting the east ring?',
  'gg on the last raid',
  'Research lab humming, steel output up',
  'Need food, farms are slow today',
];

export interface BotOptions {
  index: number;
  seed: number;
  /** the run's id in texts, so chat texts stay unique across runs */
  runTag: string;
  username: string;
  password: string;
  worldName?: string;
  thinkMs: [number, number];
  deadline: number;
  signal: AbortSignal;
  client: BotClient;
  stats: StatsRecorder;
  ledger: Ledger;
  /** the other bots' commander names (convoys, private messages) */
  peers: () => string[];
  log?: (line: string) => void;
  /** the bot's clock (default Date.now): tests drive it */
  now?: () => number;
  /** stop after this many steps (default: only the deadline) */
  maxSteps?: number;
}

interface MapItem {
  x: number;
  y: number;
  type: string;
  level: number;
  own: boolean;
  ally: boolean;
  owner: string | null;
}

export class Bot {
  readonly rng: Rng;
  private base: WireBase | null = null;
  private map: MapItem[] = [];
  private mapAt = 0;
  private step = 0;
  private chatSeq = 0;
  /** when the bot last wrote (chat or private): the game takes one message per 1.5 s */
  private lastWrite = 0;
  private inAlliance: boolean | null = null;
  private allianceRole: string | null = null;
  private readonly me: LedgerBot;

  constructor(private readonly o: BotOptions) {
    this.rng = createRng((o.seed * 7919 + o.index * 104_729) >>> 0);
    this.me = { username: o.username, password: o.password, profileId: null, worldId: null };
    o.ledger.bots.push(this.me);
  }

  private now() {
    return this.o.now ? this.o.now() : Date.now();
  }

  private get c() {
    return this.o.client;
  }

  private think() {
    const [lo, hi] = this.o.thinkMs;
    // while the server does not answer, wait longer each time (up to 5 s), as a person reloading would
    const down = this.c.networkFailures;
    const ms = lo + this.rng.next() * Math.max(0, hi - lo) + (down > 0 ? Math.min(5000, 250 * 2 ** Math.min(down, 5)) : 0);
    return new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.o.signal.addEventListener('abort', done, { once: true });
    });
  }

  private get over() {
    return this.o.signal.aborted || this.now() >= this.o.deadline || this.step >= (this.o.maxSteps ?? Number.POSITIVE_INFINITY);
  }

  /** Plays until the deadline. Never throws: a failure is counted and the bot goes on. */
  async play(): Promise<void> {
    // a staggered start, as people arrive one by one
    await this.think();
    while (!this.over) {
      try {
        if (!this.c.token || !this.me.profileId) await this.enter();
        else await this.act();
      } catch (e) {
        this.o.log?.(`${this.o.username}: ${e instanceof Error ? e.stack : String(e)}`);
      }
      await this.think();
    }
  }

  /** Signs in and enters the bot's profile in the world (creating it the first time). */
  private async enter() {
    if (!this.c.token) {
      const r = await this.c.login(this.o.username, this.o.password);
      if (!r.ok) {
        this.o.log?.(`${this.o.username}: sign-in refused: ${r.errors.join('; ')}`);
        return;
      }
    }
    const mine = await this.c.call<{ myProfiles: { id: string; world: { id: string; name: string } | null }[] }>('myProfiles', '{ myProfiles { id world { id name } } }');
    if (mine.kind !== 'ok' || !mine.data) return;
    const worlds = await this.c.call<{ worlds: { id: string; name: string; isOpen: boolean; registrationOpen: boolean }[] }>('worlds', '{ worlds { id name isOpen registrationOpen } }');
    if (worlds.kind !== 'ok' || !worlds.data) return;
    const world = this.o.worldName ? worlds.data.worlds.find((w) => w.name === this.o.worldName) : (worlds.data.worlds.find((w) => mine.data!.myProfiles.some((p) => p.world?.id === w.id)) ?? worlds.data.worlds.find((w) => w.isOpen && w.registrationOpen));
    if (!world) {
      this.o.log?.(`${this.o.username}: no open world${this.o.worldName ? ` named ${this.o.worldName}` : ''}`);
      return;
    }
    const existing = mine.data.myProfiles.find((p) => p.world?.id === world.id);
    let profileId = existing?.id;
    if (existing) {
      const r = await this.c.call('enterProfile', 'mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: existing.id });
      if (r.kind !== 'ok') return;
    } else {
      const r = await this.c.call<{ createProfile: { id: string } }>('createProfile', 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }', { w: world.id, u: this.o.username });
      if (r.kind !== 'ok' || !r.data) return;
      profileId = r.data.createProfile.id;
    }
    this.me.profileId = profileId ?? null;
    this.me.worldId = world.id;
  }

  private async readBase(): Promise<boolean> {
    const r = await this.c.call<{ base: WireBase }>('base', `{ base { ${BASE_FIELDS} } }`);
    if (r.kind === 'ok' && r.data) this.base = r.data.base;
    if (r.code === 'PROFILE_NOT_SELECTED') this.me.profileId = null;
    return r.kind === 'ok';
  }

  /** One step: read the base, then one action drawn from what is possible now. */
  private async act() {
    this.step++;
    if (!(await this.readBase()) || !this.base) return;
    this.o.stats.actions++;
    const base = this.base;
    const state = stateOf(base);
    const queue: InProgress[] = base.queue.map((q) => ({ kind: q.kind, target: q.target, level: q.level }));
    const options: [number, () => Promise<unknown>][] = [];

    const upgradable = BUILDING_IDS.filter((id) => checkUpgrade(state, queue, id, base.speed).ok);
    if (upgradable.length) {
      const preferred = BUILD_PRIORITY.filter((id) => upgradable.includes(id));
      const pick = preferred.length && this.rng.next() < 0.7 ? preferred[0]! : upgradable[this.rng.int(0, upgradable.length - 1)]!;
      options.push([6, () => this.upgrade(pick)]);
    }
    const researchable = RESEARCH.filter((r) => checkResearch(state, queue, r.id, base.speed).ok);
    if (researchable.length) {
      const pick = researchable[this.rng.int(0, researchable.length - 1)]!;
      options.push([3, () => this.c.call('startResearch', 'mutation($r:String!){ startResearch(researchId:$r){ id } }', { r: pick.id })]);
    }
    const trainable = ([...GROUND_UNITS, ...SPACE_UNITS] as UnitId[]).filter((u) => checkTraining(state, queue, u, 1, base.speed).ok);
    if (trainable.length) {
      // ships first when troops have nothing to ride in
      const ships = trainable.filter((u) => UNITS[u].domain === 'space');
      const pick = ships.length && this.rng.next() < 0.5 ? ships[this.rng.int(0, ships.length - 1)]! : trainable[this.rng.int(0, trainable.length - 1)]!;
      const most = maxTrainable(state, pick, base.speed);
      const count = Math.max(1, Math.min(most, this.rng.int(Math.ceil(most / 3), most)));
      options.push([4, () => this.c.call('trainUnits', 'mutation($u:String!,$n:Int!){ trainUnits(unitType:$u, count:$n){ id } }', { u: pick, n: count })]);
    }
    const home = state.units;
    const ships = SPACE_UNITS.reduce((n, u) => n + (home[u] ?? 0), 0);
    if (ships > 0) {
      options.push([3, () => this.raidPirate(home)]);
      options.push([2, () => this.gather(home)]);
    }
    if ((state.buildings['intelligence-agency'] ?? 0) > 0) options.push([1, () => this.scout()]);
    const mayWrite = this.now() - this.lastWrite > 2000;
    if (mayWrite) options.push([1.5, () => this.chat('global')]);
    if (mayWrite && this.inAlliance) options.push([1, () => this.chat('alliance')]);
    if ((state.buildings['alliance-embassy'] ?? 0) > 0 && this.inAlliance !== true) options.push([3, () => this.joinOrFound()]);
    if (this.allianceRole === 'leader' || this.allianceRole === 'officer' || this.step % 7 === 0) options.push([1, () => this.allianceChores()]);
    options.push([1, () => this.claimTasks()]);
    options.push([1, () => this.claimRewards()]);
    options.push([0.5, () => this.c.call('leaderboard', '{ leaderboard { me { rank } entries { commander } } }')]);
    options.push([0.5, () => this.events()]);
    if ((state.buildings.portal ?? 0) > 0 && ships > 0) options.push([1, () => this.mission(home)]);
    if ((state.buildings['trading-outpost'] ?? 0) > 0) options.push([1, () => this.convoy(state.resources)]);
    if (mayWrite) options.push([0.5, () => this.privateMessage()]);
    if (state.resources.credits >= MIN_STAKE * 20) options.push([0.2, () => this.wager()]);
    if (this.inAlliance && ships > 0) options.push([1.5, () => this.rally(home)]);
    const injured = Object.entries(state.injured ?? {}).filter(([, n]) => (n ?? 0) > 0);
    if (injured.length && (state.buildings['recovery-bay'] ?? 0) > 0) {
      const [unit, n] = injured[this.rng.int(0, injured.length - 1)]!;
      options.push([2, () => this.c.call('healUnits', 'mutation($u:String!,$n:Int!){ healUnits(unitType:$u, count:$n){ id } }', { u: unit, n: Math.max(1, Math.ceil((n ?? 1) / 2)) })]);
    }

    const total = options.reduce((s, [w]) => s + w, 0);
    let draw = this.rng.next() * total;
    for (const [w, run] of options) {
      draw -= w;
      if (draw <= 0) {
        await run();
        return;
      }
    }
  }

  private async upgrade(buildingId: BuildingId) {
    const level = (this.base?.buildings.find((b) => b.id === buildingId)?.level ?? 0) + 1;
    const r = await this.c.call<{ startBuildingUpgrade: { queue: WireBase['queue'] } }>(
      'startBuildingUpgrade',
      'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { id kind target level startsAt dueAt } } }',
      { b: buildingId },
    );
    const entry: UpgradeEntry = { bot: this.o.username, buildingId, level, acked: false };
    if (r.kind === 'ok' && r.data) {
      const item = r.data.startBuildingUpgrade.queue.find((q) => q.kind === 'building' && q.target === buildingId);
      entry.acked = true;
      entry.queueItemId = item?.id;
      entry.dueAt = item?.dueAt;
      if (item) entry.level = item.level;
      this.o.ledger.upgrades.push(entry);
    } else if (r.kind === 'network' || r.kind === 'serverError') this.o.ledger.upgrades.push(entry);
  }

  private async readMap() {
    if (!this.base || (this.map.length && this.now() - this.mapAt < 60_000)) return;
    const r = await this.c.call<{ getMap: { items: MapItem[] } }>('getMap', 'query($x:Int!,$y:Int!){ getMap(x:$x, y:$y, radius:10){ items { x y type level own ally owner } } }', { x: this.base.x, y: this.base.y });
    if (r.kind === 'ok' && r.data) {
      this.map = r.data.getMap.items;
      this.mapAt = this.now();
    }
  }

  private nearest(type: (t: string) => boolean, maxLevel = 99): MapItem | null {
    const b = this.base!;
    const found = this.map.filter((m) => type(m.type) && m.level <= maxLevel).sort((p, q) => Math.hypot(p.x - b.x, p.y - b.y) - Math.hypot(q.x - b.x, q.y - b.y));
    if (!found.length) return null;
    return found[this.rng.int(0, Math.min(2, found.length - 1))]!;
  }

  /** Ships and the troops they can carry. */
  private fleet(home: UnitCounts, share: number): { type: string; count: number }[] {
    const out: { type: string; count: number }[] = [];
    let space = 0;
    for (const u of SPACE_UNITS) {
      const n = Math.floor((home[u] ?? 0) * share) || Math.min(1, home[u] ?? 0);
      if (n > 0) {
        out.push({ type: u, count: n });
        space += n * UNITS[u].troopCapacity;
      }
    }
    for (const u of GROUND_UNITS) {
      const n = Math.min(space, Math.floor((home[u] ?? 0) * share));
      if (n > 0) {
        out.push({ type: u, count: n });
        space -= n;
      }
    }
    return out;
  }

  /** Is a march slot free? (the march queue, as the browser shows it) */
  private async slotFree(): Promise<boolean> {
    const b = this.base!;
    const r = await this.c.call<{ getMapMarches: { kind: string; status: string }[] }>('getMapMarches', '{ getMapMarches { id kind status } }');
    if (r.kind !== 'ok' || !r.data) return false;
    const slots = baseStats(Object.fromEntries(b.buildings.map((x) => [x.id, x.level])), Object.fromEntries(b.research.map((x) => [x.id, x.level])), {}, b.speed).marchSlots;
    return slotsInUse(r.data.getMapMarches) < slots;
  }

  private async raidPirate(home: UnitCounts) {
    if (!(await this.slotFree())) return;
    await this.readMap();
    const strength = SPACE_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0) + GROUND_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0);
    const pirate = this.nearest((t) => t === 'pirate-ship', Math.max(1, Math.floor(strength / 40)));
    if (!pirate) return;
    await this.c.call('sendUnits:attack', 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }', { x: pirate.x, y: pirate.y, u: this.fleet(home, 1) });
  }

  private async gather(home: UnitCounts) {
    if (!(await this.slotFree())) return;
    await this.readMap();
    const rock = this.nearest((t) => t.endsWith('-asteroid'));
    if (!rock) return;
    await this.c.call('sendUnits:gather', 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u, mode:"gather"){ id } }', { x: rock.x, y: rock.y, u: this.fleet(home, 0.5) });
  }

  private async scout() {
    await this.readMap();
    const target = this.rng.next() < 0.5 ? this.nearest((t) => t === 'pirate-ship') : this.map.find((m) => m.type === 'solar-system' && !m.own && !m.ally) ?? null;
    if (!target) return;
    await this.c.call('scout', 'mutation($x:Int!,$y:Int!){ scout(x:$x, y:$y){ id } }', { x: target.x, y: target.y });
  }

  private async chat(channel: 'global' | 'alliance') {
    this.chatSeq++;
    this.lastWrite = this.now();
    const text = `${PHRASES[this.rng.int(0, PHRASES.length - 1)]} [${this.o.runTag}.${this.o.index}.${this.chatSeq}]`;
    const r = await this.c.call<{ postComment: { _id: string; createdAt: number } }>('postComment', 'mutation($c:String!,$t:String!){ postComment(channel:$c, text:$t){ _id createdAt } }', { c: channel, t: text });
    const entry: ChatEntry = { bot: this.o.username, channel, text, acked: false };
    if (r.kind === 'ok' && r.data) {
      entry.acked = true;
      entry.id = r.data.postComment._id;
      entry.createdAt = r.data.postComment.createdAt;
      this.o.ledger.chat.push(entry);
    } else if (r.kind === 'network' || r.kind === 'serverError') this.o.ledger.chat.push(entry);
    else if (r.code === 'NOT_MEMBER') this.inAlliance = false;
    // a glance at the channel, as a reader would
    if (this.rng.next() < 0.3) await this.c.call(channel === 'global' ? 'getComments' : 'getAllianceComments', `{ ${channel === 'global' ? 'getComments' : 'getAllianceComments'}(limit: 30){ _id } }`);
  }

  private async readAlliance() {
    const r = await this.c.call<{ myAlliance: { alliance: { id: string } | null; myRole: string | null; applications: { profileId: string }[]; myApplications: { id: string }[] } }>(
      'myAlliance',
      '{ myAlliance { alliance { id } myRole applications { profileId } myApplications { id } } }',
    );
    if (r.kind !== 'ok' || !r.data) return null;
    this.inAlliance = !!r.data.myAlliance.alliance;
    this.allianceRole = r.data.myAlliance.myRole;
    return r.data.myAlliance;
  }

  private async joinOrFound() {
    const mine = await this.readAlliance();
    if (!mine || mine.alliance) return;
    const list = await this.c.call<{ alliances: { id: string; members: number }[] }>('alliances', '{ alliances { id members } }');
    const open = list.data?.alliances.filter((a) => !mine.myApplications.some((m) => m.id === a.id)) ?? [];
    if (open.length && this.rng.next() < 0.75) {
      const pick = open[this.rng.int(0, open.length - 1)]!;
      await this.c.call('applyToAlliance', 'mutation($a:ID!){ applyToAlliance(allianceId:$a){ myRole } }', { a: pick.id });
    } else if (!mine.myApplications.length || this.rng.next() < 0.2) {
      const tag = `B${(this.o.seed % 1000).toString(36).toUpperCase()}${this.o.index.toString(36).toUpperCase()}`.slice(0, 5);
      const r = await this.c.call('createAlliance', 'mutation($n:String!,$t:String!){ createAlliance(name:$n, tag:$t){ myRole } }', { n: `Bots of ${this.o.username}`.slice(0, 30), t: tag });
      if (r.kind === 'ok') {
        this.inAlliance = true;
        this.allianceRole = 'leader';
      }
    }
  }

  /** Leaders and officers accept who applied; everyone notices when an application was accepted. */
  private async allianceChores() {
    const mine = await this.readAlliance();
    if (!mine?.alliance || !mine.applications.length) return;
    const a = mine.applications[this.rng.int(0, mine.applications.length - 1)]!;
    await this.c.call('acceptMember', 'mutation($p:ID!){ acceptMember(profileId:$p){ myRole } }', { p: a.profileId });
  }

  private async claimTasks() {
    const r = await this.c.call<{ tasks: { id: string; claimable: boolean }[] }>('tasks', '{ tasks { id claimable } }');
    if (r.data?.tasks.some((t) => t.claimable)) await this.c.call('claimAllTasks', 'mutation { claimAllTasks { tasks { id } } }');
  }

  private async claimRewards() {
    const r = await this.c.call<{ reports: { id: string; rewards: string | null; claimedAt: number | null; read: boolean }[] }>('reports', '{ reports(limit: 30){ id rewards claimedAt read } }');
    const list = r.data?.reports ?? [];
    if (list.some((x) => x.rewards && !x.claimedAt)) await this.c.call('claimAllRewards', 'mutation { claimAllRewards { __typename } }');
    else if (list.some((x) => !x.read)) await this.c.call('markAllReportsRead', 'mutation { markAllReportsRead }');
  }

  private async events() {
    const r = await this.c.call<{ events: { id: string; canJoin: boolean }[] }>('events', '{ events { id canJoin } }');
    const open = r.data?.events.find((e) => e.canJoin);
    if (open) await this.c.call('joinEvent', 'mutation($e:ID!){ joinEvent(eventId:$e){ joined } }', { e: open.id });
  }

  private async mission(home: UnitCounts) {
    const r = await this.c.call<{ getMissions: { id: string; status: string }[] }>('getMissions', '{ getMissions { id status } }');
    const m = r.data?.getMissions.find((x) => x.status === 'available');
    if (!m) return;
    const units = this.fleet(home, 0.3);
    if (!units.length) return;
    await this.c.call('deployMission', 'mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m, units:$u){ id } }', { m: m.id, u: units });
  }

  private async convoy(have: Resources) {
    const peers = this.o.peers().filter((p) => p !== this.o.username);
    if (!peers.length) return;
    const to = peers[this.rng.int(0, peers.length - 1)]!;
    const amount = Math.floor(Math.min(have.food, 1000) * 0.1);
    if (amount < 1) return;
    await this.c.call('sendConvoy', 'mutation($t:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$t, cargo:$c){ id } }', { t: to, c: [{ resource: 'food', amount }] });
  }

  /** A small bet at the smuggler's den, on the seed whose hash the den shows. */
  private async wager() {
    const den = await this.c.call<{ smugglersDen: { seedHash: string } }>('smugglersDen', '{ smugglersDen { seedHash } }');
    if (den.kind !== 'ok' || !den.data) return;
    const clientSeed = Array.from({ length: 4 }, () => this.rng.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
    await this.c.call('wager', 'mutation($b:String!,$c:String!,$h:String!,$s:Int!){ wager(bet:$b, clientSeed:$c, seedHash:$h, stake:$s){ __typename } }', {
      b: BETS[this.rng.int(0, BETS.length - 1)],
      c: clientSeed,
      h: den.data.smugglersDen.seedHash,
      s: MIN_STAKE * this.rng.int(1, 3),
    });
  }

  /** Joins an ally's waiting rally, or now and then opens one on a pirate ship. */
  private async rally(home: UnitCounts) {
    const r = await this.c.call<{ rallies: { id: string; mine: boolean; joined: boolean; state: string; room: number }[] }>('rallies', '{ rallies { id mine joined state room } }');
    if (r.kind !== 'ok' || !r.data) return;
    if (!(await this.slotFree())) return;
    const open = r.data.rallies.find((x) => !x.mine && !x.joined && x.room > 0 && (x.state === 'waiting' || x.state === 'created'));
    if (open) {
      const units = this.fleet(home, 0.5).map((u) => ({ ...u, count: Math.min(u.count, open.room) }));
      await this.c.call('joinRally', 'mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r, units:$u){ id } }', { r: open.id, u: units });
      return;
    }
    if (r.data.rallies.some((x) => x.mine) || this.rng.next() < 0.7) return;
    await this.readMap();
    const pirate = this.nearest((t) => t === 'pirate-ship');
    if (!pirate) return;
    await this.c.call('createRally', 'mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x, y:$y, units:$u, waitMinutes:5){ id } }', { x: pirate.x, y: pirate.y, u: this.fleet(home, 0.5) });
  }

  private async privateMessage() {
    const peers = this.o.peers().filter((p) => p !== this.o.username);
    if (!peers.length) return;
    const to = peers[this.rng.int(0, peers.length - 1)]!;
    this.lastWrite = this.now();
    await this.c.call('sendPrivateMessage', 'mutation($u:String!,$t:String!){ sendPrivateMessage(username:$u, text:$t){ _id } }', { u: to, t: `${PHRASES[this.rng.int(0, PHRASES.length - 1)]}?` });
  }
}
