/**
 * Multi-account signals for /control: pairs of commanders that look like one person
 * playing two accounts, ranked. Evidence, not verdicts: an admin reads both players before acting.
 *  - shared sign-ins: the two accounts signed in from the same address in the last 30 days; from the
 *    same address with the very same browser (a device) weighs more;
 *  - feeding: resources moving between the two by convoy over the last 7 days, one-sided weighs more
 *    (trade's feeding pairs, decision 026);
 *  - raids on an empty base: one plundering the other while it had no unit to defend with, in the
 *    last 7 days (a farm left open for its main).
 * Market trades cannot feed: the black market trades with its station's pool, never between players.
 * Score = 5 per shared device + 2 per shared address + 4 if the feeding is one-sided + 1 if any
 * + 3 for three or more raids on an empty base (1 for fewer).
 */
import type { Db } from '../../platform/db.ts';
import { sharedSignIns } from '../accounts/index.ts';
import { undefendedRaids } from '../reports/index.ts';
import { sharedNetworksAmong } from '../social/index.ts';
import { listFeedingPairs } from '../trade/index.ts';
import { profileNames, profilesOfAccounts } from '../worlds/index.ts';

export const SIGNALS_WINDOW_MS = 30 * 24 * 3_600_000;
export const RAIDS_WINDOW_MS = 7 * 24 * 3_600_000;

export interface SignalPair {
  a: { profileId: string; commander: string };
  b: { profileId: string; commander: string };
  sharedAddresses: number;
  sharedDevices: number;
  /** resources the bigger side gave the other by convoy in the last 7 days */
  fed: number;
  oneSided: boolean;
  /** raids of one on the other while it had no unit at home, last 7 days */
  emptyRaids: number;
  /** the two declared a shared network (one home): 'declared', or one side's 'asked' not yet confirmed; null: none */
  sharedNetwork: 'declared' | 'asked' | null;
  score: number;
}

export async function multiAccountSignals(db: Db, now: number, limit = 50): Promise<SignalPair[]> {
  const pairs = new Map<string, SignalPair>();
  const keyOf = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
  const pairOf = (a: { profileId: string; commander: string }, b: { profileId: string; commander: string }) => {
    const key = keyOf(a.profileId, b.profileId);
    let p = pairs.get(key);
    if (!p)
      pairs.set(
        key,
        (p = {
          a,
          b,
          sharedAddresses: 0,
          sharedDevices: 0,
          fed: 0,
          oneSided: false,
          emptyRaids: 0,
          sharedNetwork: null,
          score: 0,
        }),
      );
    return p;
  };

  const shared = await sharedSignIns(db, new Date(now - SIGNALS_WINDOW_MS), 500);
  const profiles = await profilesOfAccounts(db, [...new Set(shared.flatMap((s) => [s.a, s.b]))]);
  for (const s of shared) {
    // two accounts pair up in each world where both have a commander
    for (const pa of profiles.filter((p) => p.account_id === s.a)) {
      for (const pb of profiles.filter((p) => p.account_id === s.b && p.world_id === pa.world_id)) {
        const p = pairOf({ profileId: pa.id, commander: pa.username }, { profileId: pb.id, commander: pb.username });
        p.sharedAddresses = Math.max(p.sharedAddresses, s.addresses);
        p.sharedDevices = Math.max(p.sharedDevices, s.devices);
      }
    }
  }
  for (const f of await listFeedingPairs(db, now)) {
    const p = pairOf({ profileId: f.giverId, commander: f.giver }, { profileId: f.takerId, commander: f.taker });
    p.fed = f.given;
    p.oneSided = f.oneSided;
  }
  const raids = await undefendedRaids(db, new Date(now - RAIDS_WINDOW_MS));
  const raidNames = await profileNames(db, [...new Set(raids.flatMap((r) => [r.attacker, r.defender]))]);
  for (const r of raids) {
    const p = pairOf(
      { profileId: r.attacker, commander: raidNames.get(r.attacker) ?? '' },
      { profileId: r.defender, commander: raidNames.get(r.defender) ?? '' },
    );
    p.emptyRaids += r.raids;
  }
  // beside the evidence, what the two said themselves
  const declared = await sharedNetworksAmong(db, [
    ...new Set([...pairs.values()].flatMap((p) => [p.a.profileId, p.b.profileId])),
  ]);
  for (const d of declared) {
    const p = pairs.get(keyOf(d.a, d.b));
    if (p) p.sharedNetwork = d.confirmedAt ? 'declared' : 'asked';
  }
  for (const p of pairs.values())
    p.score =
      5 * p.sharedDevices +
      2 * p.sharedAddresses +
      (p.oneSided ? 4 : 0) +
      (p.fed > 0 ? 1 : 0) +
      (p.emptyRaids >= 3 ? 3 : p.emptyRaids > 0 ? 1 : 0);
  return [...pairs.values()].sort((x, y) => y.score - x.score || y.fed - x.fed).slice(0, limit);
}
