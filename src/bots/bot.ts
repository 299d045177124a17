/**
 * One bot commander: signs in, enters (or creates) its profile, then plays until the run ends, a
 * think time between actions. Each step reads the base (as the browser's base page does) and lets
 * the policy (policy.ts) pick one thing a fast human would do next; the actions (actions/) make the
 * calls and record what the game acknowledged. A refusal is the game's answer, not an error: the
 * bot notes it and moves on.
 */
import { createRng, type Rng } from '../game/index.ts';
import type { BotOptions, Ctx } from './actions/context.ts';
import type { LedgerBot } from './ledger.ts';
import { type ActionKind, choices, draw, weightsWith } from './policy.ts';
import { PushSocket } from './push.ts';
import { BASE_FIELDS, stateOf, type WireBase } from './wire.ts';

export type { BotOptions } from './actions/context.ts';

interface WireWorld {
  id: string;
  name: string;
  isOpen: boolean;
  registrationOpen: boolean;
  season?: { registrationClosesAt: number; endsAt: number } | null;
}

export class Bot {
  readonly rng: Rng;
  private readonly me: LedgerBot;
  /** the memory the actions share between steps */
  private readonly ctx: Ctx;
  private readonly weights: Record<ActionKind, number>;
  private readonly socket: PushSocket | null;
  /** when the bot's world closes (its season's end, decision 069): no more orders from then */
  private worldEndsAt: number | null = null;

  constructor(private readonly o: BotOptions) {
    this.rng = createRng((o.seed * 7919 + o.index * 104_729) >>> 0);
    this.me = { username: o.username, password: o.password, profileId: null, worldId: null };
    o.ledger.bots.push(this.me);
    this.ctx = {
      o,
      c: o.client,
      rng: this.rng,
      me: this.me,
      now: () => this.now(),
      base: null,
      map: [],
      mapAt: 0,
      step: 0,
      chatSeq: 0,
      lastWrite: 0,
      inAlliance: null,
      allianceRole: null,
      reinforcementsOut: null,
      holding: null,
      usableItems: null,
      barred: new Map(),
      away: new Map(),
      awaySteps: 0,
      notSitters: new Set(),
    };
    this.weights = weightsWith(o.weights);
    this.socket = o.socket ? new PushSocket(o.client.url, o.stats, o.log) : null;
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
    const ms =
      lo + this.rng.next() * Math.max(0, hi - lo) + (down > 0 ? Math.min(5000, 250 * 2 ** Math.min(down, 5)) : 0);
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
    return (
      this.o.signal.aborted ||
      this.now() >= this.o.deadline ||
      this.ctx.step >= (this.o.maxSteps ?? Number.POSITIVE_INFINITY)
    );
  }

  /** Plays until the deadline. Never throws: a failure is counted and the bot goes on. */
  async play(): Promise<void> {
    // a staggered start, as people arrive one by one
    await this.think();
    try {
      while (!this.over) {
        try {
          if (!this.c.token || !this.me.profileId) await this.enter();
          else await this.act();
          // the push socket, once in the world; a new token opens it again, as the browser does
          if (this.socket && this.me.profileId && this.c.token) this.socket.start(this.c.token, this.o.username);
        } catch (e) {
          this.o.log?.(`${this.o.username}: ${e instanceof Error ? e.stack : String(e)}`);
        }
        await this.think();
      }
    } finally {
      this.socket?.close();
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
    const mine = await this.c.call<{ myProfiles: { id: string; world: { id: string; name: string } | null }[] }>(
      'myProfiles',
      '{ myProfiles { id world { id name } } }',
    );
    if (mine.kind !== 'ok' || !mine.data) return;
    const worlds = await this.c.call<{ worlds: WireWorld[] }>(
      'worlds',
      '{ worlds { id name isOpen registrationOpen season { registrationClosesAt endsAt } } }',
    );
    if (worlds.kind !== 'ok' || !worlds.data) return;
    const world = this.o.worldName
      ? worlds.data.worlds.find((w) => w.name === this.o.worldName)
      : (worlds.data.worlds.find((w) => mine.data!.myProfiles.some((p) => p.world?.id === w.id)) ??
        worlds.data.worlds.find((w) => this.mayJoin(w)));
    if (!world) {
      this.o.log?.(`${this.o.username}: no open world${this.o.worldName ? ` named ${this.o.worldName}` : ''}`);
      return;
    }
    const existing = mine.data.myProfiles.find((p) => p.world?.id === world.id);
    // registration closed (decision 069): a bot does not knock on a door it knows is shut
    if (!existing && !this.mayJoin(world)) {
      this.o.log?.(`${this.o.username}: registration closed in ${world.name}`);
      return;
    }
    this.worldEndsAt = world.season?.endsAt ?? null;
    let profileId = existing?.id;
    if (existing) {
      const r = await this.c.call('enterProfile', 'mutation($p:ID!){ enterProfile(profileId:$p){ id } }', {
        p: existing.id,
      });
      if (r.kind !== 'ok') return;
    } else {
      const r = await this.c.call<{ createProfile: { id: string } }>(
        'createProfile',
        'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
        { w: world.id, u: this.o.username },
      );
      if (r.kind !== 'ok' || !r.data) return;
      profileId = r.data.createProfile.id;
    }
    this.me.profileId = profileId ?? null;
    this.me.worldId = world.id;
  }

  /** A world a new commander may still join: open, and its season's registration not closed. */
  private mayJoin(w: WireWorld) {
    return w.isOpen && w.registrationOpen && !(w.season && this.now() >= w.season.registrationClosesAt);
  }

  /** Its world closed (by its season's clock, or the server said so): the bot gives no more orders. */
  private get worldClosed() {
    return this.c.worldClosed || (this.worldEndsAt !== null && this.now() >= this.worldEndsAt);
  }

  private async readBase(): Promise<boolean> {
    const r = await this.c.call<{ base: WireBase }>('base', `{ base { ${BASE_FIELDS} } }`);
    if (r.kind === 'ok' && r.data) {
      this.ctx.base = r.data.base;
      this.o.directory?.set(this.o.username, { x: r.data.base.x, y: r.data.base.y });
    }
    if (r.code === 'PROFILE_NOT_SELECTED') this.me.profileId = null;
    return r.kind === 'ok';
  }

  /** One step: read the base, then one action drawn from what is possible now. */
  private async act() {
    this.ctx.step++;
    if (!(await this.readBase()) || !this.ctx.base) return;
    if (this.worldClosed) return;
    // away after naming a sitter: its friend looks after the base meanwhile
    if (this.ctx.awaySteps > 0) {
      this.ctx.awaySteps--;
      return;
    }
    this.o.stats.actions++;
    const b = this.ctx.base;
    const pick = draw(choices(this.ctx, b, stateOf(b), this.weights), this.rng);
    if (!pick) return;
    this.o.stats.picked(pick.kind);
    await pick.run();
  }
}
