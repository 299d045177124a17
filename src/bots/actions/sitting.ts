/**
 * Sitting for a friend (decision 066), as players do it: a bot about to be away names a friend its
 * sitter — an alliance mate first, else another bot of the run — for a few hours, and stays away
 * for a while (it only looks at its base). A bot named sitter looks at the bases it may sit and
 * gives one of them an order a sitter may give: a building upgrade (in the ledger as the owner's, it
 * is the owner's building that rises), research, or the owner's claimable tasks. Every call of that
 * step carries the owner's id (`x-sit-as`), and the client sends nothing off the sitter's list
 * (src/bots/sitting.ts). The server refuses friends whose accounts look linked (bots of one machine
 * sign in from one address): the bot does not ask for that friend again.
 */
import { BUILDING_IDS, checkResearch, checkUpgrade, type InProgress, RESEARCH } from '../../game/index.ts';
import type { UpgradeEntry } from '../ledger.ts';
import { BASE_FIELDS, stateOf, type WireBase } from '../wire.ts';
import { type Ctx, peer } from './context.ts';

/** how long a bot's friend may sit its base, hours (1–48 is the rule) */
const SIT_HOURS = [2, 4, 8] as const;
/** steps a bot stays away once it named a sitter */
export const AWAY_STEPS = 12;

const NAME = 'mutation($c:String!,$h:Int!){ nameSitter(commander:$c, hours:$h){ sitters { commander until } } }';

/** Names a friend its sitter, then goes away for a while. */
export async function nameSitter(ctx: Ctx) {
  const mates = await ctx.c.call<{ myAlliance: { alliance: { id: string } | null; members: { commander: string }[] } }>(
    'myAlliance:members',
    '{ myAlliance { alliance { id } members { commander } } }',
  );
  const allies = (mates.data?.myAlliance.members ?? [])
    .map((m) => m.commander)
    .filter((n) => n !== ctx.o.username && !ctx.away.has(n) && !ctx.notSitters.has(n));
  const friend = allies.length ? allies[ctx.rng.int(0, allies.length - 1)]! : peer(ctx);
  if (!friend || ctx.notSitters.has(friend)) return;
  const hours = SIT_HOURS[ctx.rng.int(0, SIT_HOURS.length - 1)]!;
  const r = await ctx.c.call<{ nameSitter: { sitters?: { commander: string }[] } }>('nameSitter', NAME, {
    c: friend,
    h: hours,
  });
  // away once the game names the friend among the sitters in force
  if (r.kind === 'ok' && r.data?.nameSitter.sitters?.some((x) => x.commander === friend)) ctx.awaySteps = AWAY_STEPS;
  // linked accounts, or a friend already sitting: not asked again this run
  else if (r.code === 'SITTING_LINKED' || r.code === 'SITTING_ALREADY') ctx.notSitters.add(friend);
}

/** One order on a base this bot may sit, from the sitter's list only; back on its own base after it. */
export async function sitFriend(ctx: Ctx) {
  const seats = await ctx.c.call<{ sittingSeats: { ownerId: string; commander: string; until: number }[] }>(
    'sittingSeats',
    '{ sittingSeats { ownerId commander until } }',
  );
  const list = seats.data?.sittingSeats ?? [];
  if (seats.kind !== 'ok' || !list.length) return;
  const seat = list[ctx.rng.int(0, list.length - 1)]!;
  ctx.c.sitAs = seat.ownerId;
  try {
    const r = await ctx.c.call<{ base: WireBase }>('base:sitting', `{ base { ${BASE_FIELDS} } }`);
    if (r.kind !== 'ok' || !r.data) return;
    const b = r.data.base;
    const state = stateOf(b);
    const queue: InProgress[] = b.queue.map((q) => ({ kind: q.kind, target: q.target, level: q.level }));
    const upgradable = BUILDING_IDS.filter((id) => checkUpgrade(state, queue, id, b.speed).ok);
    const researchable = RESEARCH.filter((x) => checkResearch(state, queue, x.id, b.speed).ok);
    if (upgradable.length) await upgradeFor(ctx, seat.commander, b, upgradable[ctx.rng.int(0, upgradable.length - 1)]!);
    else if (researchable.length) {
      const pick = researchable[ctx.rng.int(0, researchable.length - 1)]!;
      await ctx.c.call('startResearch:sitting', 'mutation($r:String!){ startResearch(researchId:$r){ id } }', {
        r: pick.id,
      });
    } else {
      const tasks = await ctx.c.call<{ tasks: { claimable: boolean }[] }>('tasks:sitting', '{ tasks { claimable } }');
      if (tasks.data?.tasks.some((t) => t.claimable))
        await ctx.c.call('claimAllTasks:sitting', 'mutation { claimAllTasks { tasks { id } } }');
    }
  } finally {
    ctx.c.sitAs = null;
  }
}

/** The owner's building upgraded by its sitter: in the ledger under the owner, whose building rises. */
async function upgradeFor(ctx: Ctx, owner: string, b: WireBase, buildingId: string) {
  const level = (b.buildings.find((x) => x.id === buildingId)?.level ?? 0) + 1;
  const r = await ctx.c.call<{ startBuildingUpgrade: { queue: WireBase['queue'] } }>(
    'startBuildingUpgrade:sitting',
    'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { id kind target level startsAt dueAt } } }',
    { b: buildingId },
  );
  const entry: UpgradeEntry = { bot: owner, buildingId, level, acked: false };
  if (r.kind === 'ok' && r.data) {
    const item = r.data.startBuildingUpgrade.queue.find((q) => q.kind === 'building' && q.target === buildingId);
    entry.acked = true;
    entry.queueItemId = item?.id;
    entry.dueAt = item?.dueAt;
    if (item) entry.level = item.level;
    ctx.o.ledger.upgrades.push(entry);
  } else if (r.kind === 'network' || r.kind === 'serverError') ctx.o.ledger.upgrades.push(entry);
}
