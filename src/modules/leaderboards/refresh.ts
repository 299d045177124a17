/**
 * A world's rankings computed in one pass and written to `ranking_entries` (one row per subject and
 * category, its place with it), so a read is an index range: fast however many commanders there
 * are. The figures come from their owners: bases (influence, research, produced, trained, pirates),
 * the vault (best run), this module's battle counters; alliances add up their members.
 */
import { alliancesWithMembers } from '../alliances/index.ts';
import { rankingFigures } from '../bases/index.ts';
import { vaultBestRuns } from '../vault/index.ts';
import { listWorlds, profilesOfWorld } from '../worlds/index.ts';
import type { Db } from '../../platform/db.ts';
import { type EntryRow, battleTallies, lockWorldRanking, markRefreshed, refreshOf, replaceEntries } from './repo.ts';
import { noScores, RANKING_CATEGORIES, RANKING_REFRESH_MS, type RankingScope, type Scores } from './categories.ts';

export interface Subject {
  id: string;
  name: string;
  scores: Scores;
}

/** Every commander of a world with their scores in each category. */
export async function commanderScores(db: Db, worldId: string): Promise<Subject[]> {
  const [profiles, figures, vault] = await Promise.all([
    profilesOfWorld(db, worldId),
    rankingFigures(db, worldId),
    vaultBestRuns(db, worldId, 0),
  ]);
  const byId = new Map<string, Subject>(
    profiles.map((p) => [p.id, { id: p.id, name: p.username, scores: noScores() }]),
  );
  for (const f of figures) {
    const s = byId.get(f.profile_id)?.scores;
    if (!s) continue;
    s.influence += f.influence;
    s.research += f.research;
    s.economy += f.produced;
    s['units-built'] += f.trained;
    s.pirates += f.pirates;
  }
  for (const v of vault) {
    const s = byId.get(v.profile_id)?.scores;
    if (s) s.vault = Math.max(s.vault, v.stages);
  }
  for (const b of await battleTallies(db, [...byId.keys()])) {
    const s = byId.get(b.profile_id)?.scores;
    if (!s) continue;
    s['battles-won'] = b.won;
    s['units-destroyed'] = b.destroyed;
    s['units-lost'] = b.lost;
  }
  return [...byId.values()];
}

/** Every alliance of a world: the sum of its members' scores. */
export async function allianceScores(db: Db, worldId: string, commanders: Subject[]): Promise<Subject[]> {
  const byId = new Map(commanders.map((c) => [c.id, c]));
  return (await alliancesWithMembers(db, worldId)).map((a) => {
    const scores = noScores();
    for (const m of a.members) for (const c of RANKING_CATEGORIES) scores[c] += byId.get(m)?.scores[c] ?? 0;
    return { id: a.id, name: `[${a.tag}] ${a.name}`, scores };
  });
}

/** Places in each category: highest score first, ties by name, then id (one place each). */
export function placings(scope: RankingScope, subjects: Subject[]): Omit<EntryRow, 'world_id'>[] {
  const rows: Omit<EntryRow, 'world_id'>[] = [];
  for (const category of RANKING_CATEGORIES) {
    const sorted = [...subjects].sort(
      (a, b) =>
        b.scores[category] - a.scores[category] ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        (a.id < b.id ? -1 : 1),
    );
    for (const [i, s] of sorted.entries())
      rows.push({
        scope,
        category,
        subject_id: s.id,
        name: s.name,
        score: Math.round(s.scores[category]),
        rank: i + 1,
      });
  }
  return rows;
}

/** Computes and writes a world's rankings as of `now`. */
export async function refreshWorldRankings(db: Db, worldId: string, now: number) {
  const commanders = await commanderScores(db, worldId);
  const alliances = await allianceScores(db, worldId, commanders);
  const rows = [...placings('commanders', commanders), ...placings('alliances', alliances)];
  await db.transaction().execute(async (trx) => {
    await lockWorldRanking(trx, worldId);
    await replaceEntries(trx, worldId, rows);
    await markRefreshed(trx, worldId, new Date(now), commanders.length, alliances.length);
  });
  return { commanders: commanders.length, alliances: alliances.length };
}

/** Refreshes every world whose rankings are older than RANKING_REFRESH_MS (or were never made). */
export async function refreshDueRankings(db: Db, now: number) {
  const done: string[] = [];
  for (const w of await listWorlds(db)) {
    const last = await refreshOf(db, w.id);
    if (last && last.refreshed_at.getTime() + RANKING_REFRESH_MS > now) continue;
    await refreshWorldRankings(db, w.id, now);
    done.push(w.id);
  }
  return done;
}

/** A world's standings as of now, computed and not written: the season's end freezes them (decision 069). */
export async function standingsOf(db: Db, worldId: string) {
  const commanders = await commanderScores(db, worldId);
  const alliances = await allianceScores(db, worldId, commanders);
  return {
    commanders,
    alliances,
    placings: [...placings('commanders', commanders), ...placings('alliances', alliances)],
  };
}
