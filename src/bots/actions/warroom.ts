/**
 * The war room for bots (decisions 070, 071): a bot in an alliance glances at its members' danger
 * and the intel board, and now and then shares its latest battle or scout report with the alliance
 * by hand (its scout reports go there by themselves). A leader or officer plans an operation on a
 * pirate ship near its base, landing a few minutes ahead (half again its own fleet's flight, at least
 * five minutes); members join it with half their fleet and
 * launch as planned when their second comes (the policy puts the launch first then).
 */
import { travelMs, type UnitCounts } from '../../game/index.ts';
import { type Ctx, fleet, nearest, readMap } from './context.ts';

/** How far ahead a bot leader plans the landing at least (game time); more when its own fleet needs it. */
const PLAN_AHEAD_MS = 5 * 60_000;
/** The window after a launch second in which "launch as planned" is taken (decision 071's 60 s). */
const WINDOW_MS = 60_000;
const SHAREABLE = new Set(['battle', 'scout', 'rally']);

interface Board {
  canPlan: boolean;
  operations: {
    id: string;
    landsAt: number;
    targets: { x: number; y: number }[];
    waves: { mine: boolean; status: string; launchAt: number }[];
  }[];
}

/** What each bot remembers between steps: its planned waves' launch seconds, the reports it shared. */
interface Memory {
  waves: Map<string, number>;
  /** operations whose wave it tried to launch: once, whatever the answer */
  tried: Set<string>;
  shared: Set<string>;
}
const memories = new WeakMap<Ctx, Memory>();
function memory(ctx: Ctx): Memory {
  let m = memories.get(ctx);
  if (!m) {
    m = { waves: new Map(), tried: new Set(), shared: new Set() };
    memories.set(ctx, m);
  }
  return m;
}

/** The game's time as of the base last read (the server's clock, which the launch window is on). */
const serverNow = (ctx: Ctx) => ctx.base?.serverNow ?? ctx.now();

/** An operation whose launch second has come (and whose window is still open), or null. */
export function dueWave(ctx: Ctx): string | null {
  const now = serverNow(ctx);
  for (const [id, at] of memory(ctx).waves) {
    if (now >= at + WINDOW_MS) memory(ctx).waves.delete(id);
    else if (now >= at) return id;
  }
  return null;
}

/** "Launch as planned": the wave is forgotten whatever the answer (once launched, or refused, it is done). */
export async function launchWave(ctx: Ctx, operationId: string) {
  memory(ctx).waves.delete(operationId);
  memory(ctx).tried.add(operationId);
  await ctx.c.call('launchOperationWave', 'mutation($o:ID!){ launchOperationWave(operationId:$o){ canPlan } }', {
    o: operationId,
  });
}

export async function warRoom(ctx: Ctx, home: UnitCounts) {
  await ctx.c.call('allianceIncoming', '{ allianceIncoming { id defender arrivesAt } }');
  await ctx.c.call('allianceIntel', '{ allianceIntel { id kind x y filedAt } }');
  if (ctx.rng.next() < 0.3) await shareIntel(ctx);
  await operations(ctx, home);
}

async function shareIntel(ctx: Ctx) {
  const r = await ctx.c.call<{ reports: { id: string; kind: string }[] }>(
    'reports',
    '{ reports(limit: 20) { id kind } }',
  );
  const m = memory(ctx);
  const pick = r.data?.reports.find((x) => SHAREABLE.has(x.kind) && !m.shared.has(x.id));
  if (!pick) return;
  m.shared.add(pick.id);
  await ctx.c.call('shareReportWithAlliance', 'mutation($r:ID!){ shareReportWithAlliance(reportId:$r) }', {
    r: pick.id,
  });
}

async function operations(ctx: Ctx, home: UnitCounts) {
  const r = await ctx.c.call<{ allianceOperations: Board }>(
    'allianceOperations',
    '{ allianceOperations { canPlan operations { id landsAt targets { x y } waves { mine status launchAt } } } }',
  );
  if (r.kind !== 'ok' || !r.data) return;
  const board = r.data.allianceOperations;
  const now = serverNow(ctx);
  const m = memory(ctx);
  for (const op of board.operations) {
    const mine = op.waves.find((w) => w.mine);
    if (mine?.status === 'planned' && !m.tried.has(op.id)) m.waves.set(op.id, mine.launchAt);
  }
  const open = board.operations.find((o) => o.landsAt > now + WINDOW_MS && !o.waves.some((w) => w.mine));
  const units = fleet(home, 0.5);
  if (open && units.length > 0) {
    const target = ctx.rng.int(0, open.targets.length - 1);
    const joined = await ctx.c.call<{ joinOperation: Board }>(
      'joinOperation',
      'mutation($o:ID!,$t:Int!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:$t,units:$u){ operations { id waves { mine launchAt } } } }',
      { o: open.id, t: target, u: units },
    );
    const wave = joined.data?.joinOperation.operations.find((o) => o.id === open.id)?.waves.find((w) => w.mine);
    if (wave) m.waves.set(open.id, wave.launchAt);
    return;
  }
  if (!board.canPlan || board.operations.some((o) => o.landsAt > now) || ctx.rng.next() > 0.5) return;
  await readMap(ctx);
  const pirate = nearest(ctx, (t) => t === 'pirate-ship');
  if (!pirate || !ctx.base) return;
  const mine = Object.fromEntries(units.map((u) => [u.type, u.count])) as UnitCounts;
  const flight = units.length > 0 ? travelMs(ctx.base, pirate, mine, ctx.base.speed) : 0;
  const ahead = Math.max(PLAN_AHEAD_MS, Number.isFinite(flight) ? flight * 1.5 + WINDOW_MS : 0);
  await ctx.c.call(
    'planOperation',
    'mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ canPlan } }',
    { t: [{ x: pirate.x, y: pirate.y }], l: Math.round((now + ahead) / 1000) * 1000 },
  );
}
