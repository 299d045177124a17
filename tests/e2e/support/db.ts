/** Fixtures straight into the browser tests' database (its URL is written by start-server.ts). */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';
import { connectPostgres } from '../../../src/platform/db.ts';
import { distance, objectAt, onMap, worldSeed } from '../../../src/game/index.ts';

let dbFile: string | null = null;
/** A spec with its own time-travel server writes into that server's database (time-travel.ts). */
export const pointDbAt = (file: string | null) => {
  dbFile = file;
};

async function withDb<T>(f: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = connectPostgres(readFileSync(dbFile ?? `.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim(), {
    max: 1,
    onnotice: () => {},
  });
  try {
    return await f(sql);
  } finally {
    await sql.end();
  }
}

/** Puts units in a commander's garrison, as if trained (a fleet of hundreds takes hours to train). */
export function giveUnits(commander: string, units: Record<string, number>) {
  return withDb(
    (sql) =>
      sql`update bases set units = ${sql.json(units)} where profile_id = (select id from profiles where username = ${commander})`,
  );
}

/**
 * Moves a commander's base to an empty spot right beside the nearest object of a kind (a fleet then
 * flies one cell: seconds in the test world). Returns the object's spot.
 */
export function moveBeside(commander: string, kind: 'pirate-ship' | 'astromite-asteroid') {
  return withDb((sql) =>
    sql.begin(async (sql) => {
      // specs run side by side on one world: one at a time picks an object, and none picks one that is
      // destroyed now or already has another commander's base beside it (that spec may destroy it:
      // CI once waited 3 minutes for a pirate ship that another spec had shot down)
      await sql`select pg_advisory_xact_lock(4201)`;
      const [b] =
        await sql`select b.id, b.x, b.y, w.id as world_id, w.map_size from bases b join profiles p on p.id = b.profile_id join worlds w on w.id = p.world_id where p.username = ${commander}`;
      if (!b) throw new Error(`no base for ${commander}`);
      const seed = worldSeed(b.world_id);
      const home = { x: b.x as number, y: b.y as number };
      const found = [];
      for (let dy = -8; dy <= 8; dy++)
        for (let dx = -8; dx <= 8; dx++) {
          const o = objectAt(seed, b.map_size, { x: home.x + dx, y: home.y + dy });
          if (o?.kind === kind) found.push(o);
        }
      found.sort((a, c) => distance(a, home) - distance(c, home));
      const sides = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const;
      for (const o of found) {
        const gone =
          await sql`select 1 from map_changes where world_id = ${b.world_id} and x = ${o.x} and y = ${o.y} and gone_until > now()`;
        if (gone.length > 0) continue;
        const neighbours =
          await sql`select id from bases where world_id = ${b.world_id} and abs(x - ${o.x}) + abs(y - ${o.y}) = 1 and id <> ${b.id}`;
        if (neighbours.length > 0) continue;
        for (const [dx, dy] of sides) {
          const spot = { x: o.x + dx, y: o.y + dy };
          if (objectAt(seed, b.map_size, spot)) continue;
          await sql`update bases set x = ${spot.x}, y = ${spot.y} where id = ${b.id}`;
          return { x: o.x, y: o.y, level: o.level };
        }
      }
      throw new Error(`no free ${kind} near the base`);
    }),
  );
}

/**
 * Moves `mover`'s base right next to `anchor`'s (one cell east, west, south or north; else two), for a
 * one-cell raid — never onto a map object (an anchor moved beside a pirate ship has the ship on one
 * side). Specs run side by side on one crowded world: one move at a time (the lock moveBeside takes),
 * and an anchor with every spot around it taken, and no object beside it, is moved first to a spot
 * with room around it (CI once found all four taken and failed the spec).
 */
export function moveNextTo(mover: string, anchor: string) {
  return withDb((sql) =>
    sql.begin(async (sql) => {
      await sql`select pg_advisory_xact_lock(4201)`;
      const [a] =
        await sql`select b.id, b.x, b.y, b.world_id, w.map_size from bases b join profiles p on p.id = b.profile_id join worlds w on w.id = p.world_id where p.username = ${anchor}`;
      if (!a) throw new Error(`no base for ${anchor}`);
      const seed = worldSeed(a.world_id);
      const size = a.map_size as number;
      const taken = new Set(
        (await sql`select x, y from bases where world_id = ${a.world_id}`).map((r) => `${r.x}:${r.y}`),
      );
      const free = (s: { x: number; y: number }) =>
        onMap(size, s) && !objectAt(seed, size, s) && !taken.has(`${s.x}:${s.y}`);
      const around = (c: { x: number; y: number }, r: number) =>
        [
          [r, 0],
          [-r, 0],
          [0, r],
          [0, -r],
        ].map(([dx = 0, dy = 0]) => ({ x: c.x + dx, y: c.y + dy }));
      let at = { x: a.x as number, y: a.y as number };
      let spot = [...around(at, 1), ...around(at, 2)].find(free);
      if (!spot) {
        const besideObject = [...around(at, 1)].some((s) => objectAt(seed, size, s));
        if (besideObject) throw new Error('no free spot next to the anchor');
        const roomy = (c: { x: number; y: number }) =>
          free(c) && around(c, 1).every(free) && around(c, 2).every((s) => !taken.has(`${s.x}:${s.y}`));
        for (let r = 3; r < size && !spot; r++)
          for (let dx = -r; dx <= r && !spot; dx++)
            for (const dy of [r - Math.abs(dx), Math.abs(dx) - r]) {
              const c = { x: at.x + dx, y: at.y + dy };
              if (!roomy(c)) continue;
              await sql`update bases set x = ${c.x}, y = ${c.y} where id = ${a.id}`;
              at = c;
              spot = { x: c.x + 1, y: c.y };
              break;
            }
        if (!spot) throw new Error('no free spot next to the anchor');
      }
      await sql`update bases set x = ${spot.x}, y = ${spot.y} where profile_id = (select id from profiles where username = ${mover})`;
      // neighbours of a month: strength protection (decision 067, a base's first 14 days) holds for neither
      await sql`update bases set created_at = now() - interval '30 days'
        where profile_id in (select id from profiles where username in (${mover}, ${anchor}))`;
      return spot;
    }),
  );
}

/** Puts wounded troops in a commander's recovery bay (level 1 when it has none), as a lost defence would. */
export function woundTroops(commander: string, injured: Record<string, number>) {
  return withDb(
    (sql) =>
      sql`update bases set injured = ${sql.json(injured)}, buildings = jsonb_build_object('recovery-bay', 1) || buildings
          where profile_id = (select id from profiles where username = ${commander})`,
  );
}

/** Puts `member` into the alliance `founder` leads (as an accepted application would). */
export function joinAllianceOf(member: string, founder: string) {
  return withDb(
    (sql) => sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
      select m.id, am.alliance_id, 'member', now() from profiles m, profiles f join alliance_members am on am.profile_id = f.id
      where m.username = ${member} and f.username = ${founder}`,
  );
}

/** Brings a commander's next payouts of held objects to now (as if an hour of game time had passed for them). */
export function payoutsDueNow(commander: string) {
  return withDb(
    (
      sql,
    ) => sql`update timeline_events set due_at = now() where kind = 'march' and payload->>'leg' = 'payout' and applied_at is null
      and base_id = (select b.id from bases b join profiles p on p.id = b.profile_id where p.username = ${commander})`,
  );
}

/** Fills a commander's portal with `energy` (as if it had stood for hours). */
export function withDbEnergy(commander: string, energy: number) {
  return withDb(
    (sql) => sql`update portals set energy = ${energy}, energy_at = now()
      where base_id = (select b.id from bases b join profiles p on p.id = b.profile_id where p.username = ${commander})`,
  );
}

/** Sets a commander's credits (the base's stores keep the rest). */
export function setCredits(commander: string, credits: number) {
  return withDb(
    (sql) =>
      sql`update bases set resources = resources || ${sql.json({ credits })} where profile_id = (select id from profiles where username = ${commander})`,
  );
}

/**
 * A commander past the guided hour: command center 3 and both yards, the first tasks done and
 * claimed, `piratesDestroyed` ships down, this fleet at home and empty stores (no upgrade to name).
 */
export function pastTheGuidedHour(commander: string, units: Record<string, number>, piratesDestroyed: number) {
  const claimed = ['command-center-2', 'command-center-3', 'train-rangers', 'train-ground', 'train-space'];
  const tally = { trained: { ranger: 30, interceptor: 5 }, piratesDestroyed };
  const stores = { food: 0, steel: 0, energy: 0 };
  const levels = { 'command-center': 3, barracks: 1, shipyard: 1 };
  return withDb((sql) =>
    sql.begin(async (sql) => {
      const [p] = await sql`select id from profiles where username = ${commander}`;
      await sql`update bases set buildings = buildings || ${sql.json(levels)}, units = ${sql.json(units)},
        tally = ${sql.json(tally)}, resources = resources || ${sql.json(stores)} where profile_id = ${p!.id}`;
      for (const task of claimed)
        await sql`insert into task_claims (profile_id, task_id, claimed_at) values (${p!.id}, ${task}, now())
          on conflict do nothing`;
    }),
  );
}

/** Raises buildings of a commander's base to the given levels (others stay). */
export function setBuildings(commander: string, levels: Record<string, number>) {
  return withDb(
    (sql) =>
      sql`update bases set buildings = buildings || ${sql.json(levels)} where profile_id = (select id from profiles where username = ${commander})`,
  );
}

/**
 * Writes events on a commander's base that its handlers refuse, as an older version or a bug would
 * have written them: a training batch of -5 units and a kind nobody declares, both due already.
 */
export function writeBrokenEvents(commander: string) {
  return withDb(
    (sql) =>
      sql`insert into timeline_events (base_id, kind, payload, starts_at, due_at)
          select b.id, e.kind, e.payload, now() - interval '1 minute', now() - interval '1 second'
          from bases b join profiles p on p.id = b.profile_id,
               (values ('training', '{"kind":"training","unitId":"ranger","count":-5}'::jsonb), ('wormhole', '{}'::jsonb)) as e(kind, payload)
          where p.username = ${commander}`,
  );
}

/** Marks an account as having to replace its password at the next sign-in (as the seeded admin with the default password is). */
export function requirePasswordChange(username: string) {
  return withDb(
    (sql) => sql`update accounts set must_change_password = true where lower(username) = ${username.toLowerCase()}`,
  );
}

/** Puts items in a commander's backpack (rewards: fragments, radars), replacing what was there of each. */
export function giveItems(commander: string, items: Record<string, number>) {
  return withDb(async (sql) => {
    for (const [type, count] of Object.entries(items)) {
      await sql`insert into backpack_items (profile_id, item_type, count) select id, ${type}, ${count} from profiles where username = ${commander}
        on conflict (profile_id, item_type) do update set count = excluded.count`;
    }
  });
}

/** Brings a commander's missions under way to their arrival now (as if their units had crossed already). */
export function missionsDueNow(commander: string) {
  return withDb(
    (sql) => sql`update timeline_events set due_at = now() where kind = 'mission' and applied_at is null
      and base_id = (select b.id from bases b join profiles p on p.id = b.profile_id where p.username = ${commander})`,
  );
}

/** Makes a commander's fleet the holder of the object at (x, y), as an occupation would. */
export function holdObject(commander: string, at: { x: number; y: number }, kind = 'trading-station') {
  return withDb(
    (
      sql,
    ) => sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y, target_kind, target_level, units, departs_at, arrives_at, updated_at)
      select p.id, b.id, b.world_id, 'occupy', 'occupying', ${at.x}, ${at.y}, ${kind}, 1, ${sql.json({ interceptor: 10 })}, now(), now(), now()
      from profiles p join bases b on b.profile_id = p.id where p.username = ${commander}`,
  );
}

/** Cancels every event not yet closed (each events test starts from a quiet galaxy). */
export function cancelOpenEvents() {
  return withDb(
    (sql) => sql`update galaxy_events set status = 'cancelled', closed_at = now() where status = 'scheduled'`,
  );
}

/** Brings a running event of this type to its end now: its end moves to the past and its close job is due. */
export function endEventNow(type: string) {
  return withDb(async (sql) => {
    const rows =
      await sql`update galaxy_events set ends_at = now() - interval '1 second' where type = ${type} and status = 'scheduled' returning id`;
    for (const r of rows)
      await sql`select graphile_worker.add_job('events/close', json_build_object('eventId', ${r.id}::text), run_at => now(), job_key => ${`event-close:${r.id}`})`;
  });
}

/** Brings a commander's fleet on its way into the Ephoran Vault to the gate now. */
export function vaultDueNow(commander: string) {
  return withDb(
    (sql) => sql`update timeline_events set due_at = now() where kind = 'vault' and applied_at is null
      and base_id = (select b.id from bases b join profiles p on p.id = b.profile_id where p.username = ${commander})`,
  );
}

/** How many web processes count the commander's account as looking at the game (alerts' presence). */
export function presenceOf(commander: string) {
  return withDb(async (sql) => {
    const [r] =
      await sql`select count(*)::int as n from socket_presence where account_id = (select account_id from profiles where username = ${commander})`;
    return Number(r?.n ?? 0);
  });
}

/** A raid of `attacker`'s on its way to `defender`'s base, an hour from arrival (the map draws it; nothing lands). */
export function raidUnderWay(attacker: string, defender: string) {
  return withDb(
    (sql) => sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y, target_kind,
        target_level, units, departs_at, arrives_at, target_base_id, updated_at)
      select a.profile_id, a.id, a.world_id, 'raid', 'marching', d.x, d.y, 'solar-system', 1, ${sql.json({ interceptor: 5 })},
        now() - interval '10 minutes', now() + interval '1 hour', d.id, now()
      from bases a, bases d
      where a.profile_id = (select id from profiles where username = ${attacker})
        and d.profile_id = (select id from profiles where username = ${defender})`,
  );
}

/** Moves a commander's running vacation back in time by `ms` (as if it had begun that long ago). */
export function ageVacation(commander: string, ms: number) {
  return withDb(
    (sql) => sql`update vacations v set started_at = v.started_at - ${`${ms} milliseconds`}::interval
      from profiles p where p.id = v.profile_id and p.username = ${commander} and v.ended_at is null`,
  );
}

/**
 * A rally `leader` opened against `target`'s base, on its way there (an hour from arrival), with the
 * leader's own share flying: the map draws it from the leader's base (where it mustered) to the target.
 */
export function rallyUnderWay(leader: string, target: string) {
  return withDb(async (sql) => {
    const [l] = await sql`select b.id, b.profile_id, b.world_id from bases b
      where b.profile_id = (select id from profiles where username = ${leader})`;
    const [t] = await sql`select b.id, b.x, b.y from bases b
      where b.profile_id = (select id from profiles where username = ${target})`;
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
    const [a] = await sql`insert into alliances (world_id, name, tag, created_at)
      values (${l!.world_id}, ${`Band ${tag}`}, ${tag}, now()) returning id`;
    await sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
      values (${l!.profile_id}, ${a!.id}, 'leader', now())`;
    const [r] = await sql`insert into rallies (world_id, alliance_id, leader_profile_id, leader_base_id, target_x,
        target_y, target_kind, target_level, target_base_id, capacity, status, wait_minutes, created_at, departs_at,
        arrives_at, updated_at, seed)
      values (${l!.world_id}, ${a!.id}, ${l!.profile_id}, ${l!.id}, ${t!.x}, ${t!.y}, 'solar-system', 1, ${t!.id}, 1000,
        'marching', 5, now() - interval '20 minutes', now() - interval '10 minutes', now() + interval '1 hour', now(),
        ${'ab'.repeat(32)}) returning id`;
    await sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y, target_kind,
        target_level, units, departs_at, arrives_at, target_base_id, rally_id, updated_at)
      values (${l!.profile_id}, ${l!.id}, ${l!.world_id}, 'rally', 'rallying', ${t!.x}, ${t!.y}, 'solar-system', 1,
        ${sql.json({ interceptor: 5 })}, now() - interval '10 minutes', now() + interval '1 hour', ${t!.id}, ${r!.id},
        now())`;
  });
}

/** A long private conversation, oldest first ("Letter 1" … "Letter n"), a minute apart, as if written over hours. */
export function writeLetters(from: string, to: string, n: number) {
  return withDb(
    (sql) => sql`insert into private_messages (world_id, from_profile, to_profile, text, created_at, read_at)
      select f.world_id, f.id, t.id, 'Letter ' || g, now() - make_interval(mins => ${n} - g), now()
      from profiles f, profiles t, generate_series(1, ${n}) g
      where f.username = ${from} and t.username = ${to}`,
  );
}

/**
 * A world of its own whose clock runs slow (time dilation, decision 056), not open to anyone before
 * 2099: the other specs' worlds keep their normal speed.
 */
export function slowWorld(name: string, dilation: number) {
  return withDb(
    (sql) => sql`insert into worlds (name, opens_at, registration_open, dilation, dilation_at)
      values (${name}, '2099-01-01', false, ${dilation}, now()) on conflict (name) do update set dilation = ${dilation}`,
  );
}
