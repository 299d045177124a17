/**
 * Each world's public dump, generated hourly: commanders, alliances, base positions and rankings as
 * they stood at generation, nothing in motion (no marches, rallies, convoys, targets or timers).
 * Served as stored: one JSON document with everything and a CSV file per table.
 */
import { createHash } from 'node:crypto';
import { alliancesWithMembers } from '../alliances/index.ts';
import { rankingFigures } from '../bases/index.ts';
import { allRankingEntries } from '../leaderboards/index.ts';
import { listWorlds, profilesOfWorld } from '../worlds/index.ts';
import type { Db } from '../../platform/db.ts';
import { findFile, generatedAt, replaceFiles } from './repo.ts';

/** How often a world's dump is generated again. */
export const OPEN_DATA_REFRESH_MS = 60 * 60_000;
export const OPEN_DATA_FILES = ['world.json', 'commanders.csv', 'alliances.csv', 'bases.csv', 'rankings.csv'] as const;
export const OPEN_DATA_VERSION = 1;

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csv = (header: string[], rows: (string | number | null)[][]) =>
  `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

export async function buildWorldDump(db: Db, world: { id: string; name: string }, now: number) {
  const [profiles, figures, alliances, rankings] = await Promise.all([
    profilesOfWorld(db, world.id),
    rankingFigures(db, world.id),
    alliancesWithMembers(db, world.id),
    allRankingEntries(db, world.id),
  ]);
  const allianceOf = new Map<string, string>();
  for (const a of alliances) for (const m of a.members) allianceOf.set(m, a.id);
  const baseOf = new Map(figures.map((f) => [f.profile_id, f]));
  const commanders = profiles
    .map((p) => ({
      id: p.id,
      name: p.username,
      allianceId: allianceOf.get(p.id) ?? null,
      influence: baseOf.get(p.id)?.influence ?? 0,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const bases = figures
    .map((f) => ({ commanderId: f.profile_id, x: f.x, y: f.y }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const allianceRows = alliances
    .map((a) => ({ id: a.id, tag: a.tag, name: a.name, members: a.members.length }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const rankingRows = rankings.map((r) => ({
    scope: r.scope,
    category: r.category,
    rank: r.rank,
    id: r.subject_id,
    score: Number(r.score),
  }));
  const generated = new Date(now).toISOString();
  const doc = {
    version: OPEN_DATA_VERSION,
    world: { id: world.id, name: world.name },
    generatedAt: generated,
    commanders,
    alliances: allianceRows,
    bases,
    rankings: rankingRows,
  };
  const files = {
    'world.json': JSON.stringify(doc),
    'commanders.csv': csv(
      ['id', 'name', 'alliance_id', 'influence'],
      commanders.map((c) => [c.id, c.name, c.allianceId, c.influence]),
    ),
    'alliances.csv': csv(
      ['id', 'tag', 'name', 'members'],
      allianceRows.map((a) => [a.id, a.tag, a.name, a.members]),
    ),
    'bases.csv': csv(
      ['commander_id', 'x', 'y'],
      bases.map((b) => [b.commanderId, b.x, b.y]),
    ),
    'rankings.csv': csv(
      ['scope', 'category', 'rank', 'id', 'score'],
      rankingRows.map((r) => [r.scope, r.category, r.rank, r.id, r.score]),
    ),
  } satisfies Record<(typeof OPEN_DATA_FILES)[number], string>;
  return Object.entries(files).map(([name, content]) => ({
    name,
    content,
    etag: `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`,
  }));
}

/** Generates every world's dump that is due (older than OPEN_DATA_REFRESH_MS, or never made). */
export async function generateDueDumps(db: Db, now: number) {
  const last = new Map((await generatedAt(db)).map((r) => [r.world_id, new Date(r.generated_at).getTime()]));
  const done: string[] = [];
  for (const w of await listWorlds(db)) {
    const at = last.get(w.id);
    if (at !== undefined && at + OPEN_DATA_REFRESH_MS > now) continue;
    const files = await buildWorldDump(db, w, now);
    await db.transaction().execute((trx) => replaceFiles(trx, w.id, files, new Date(now)));
    done.push(w.id);
  }
  return done;
}

/** The index of every world's dump: where its files are and when they were made. */
export async function dumpIndex(db: Db) {
  const last = new Map((await generatedAt(db)).map((r) => [r.world_id, new Date(r.generated_at)]));
  return (await listWorlds(db))
    .filter((w) => last.has(w.id))
    .map((w) => ({
      id: w.id,
      name: w.name,
      generatedAt: (last.get(w.id) as Date).toISOString(),
      files: OPEN_DATA_FILES.map((f) => `/opendata/${w.id}/${f}`),
    }));
}

export const dumpFile = (db: Db, worldId: string, name: string) => findFile(db, worldId, name);
