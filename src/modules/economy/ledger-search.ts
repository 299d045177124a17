/**
 * The world-wide ledger search for /control (decision 087): the ledger's page of a world's entries
 * (ledger module), the commander filter turned into commanders by name and each row named (worlds
 * module). It lives here, above both, because the ledger is below the worlds module.
 */
import type { Executor } from '../../platform/db.ts';
import { searchWorldLedger, type WorldLedgerFilter, worldKinds } from '../ledger/index.ts';
import { profileNames, searchCommanders } from '../worlds/index.ts';

/** How many commanders a name part may stand for. */
const NAME_MATCHES = 50;

export async function worldLedger(ex: Executor, f: WorldLedgerFilter & { commander: string | null }) {
  let profileIds: string[] | null = null;
  if (f.commander) {
    profileIds = (await searchCommanders(ex, f.worldId, f.commander, NAME_MATCHES)).map((p) => p.id);
    if (profileIds.length === 0) return { kinds: await worldKinds(ex, f.worldId), entries: [], next: null };
  }
  const page = await searchWorldLedger(ex, f, profileIds);
  const names = await profileNames(ex, [...new Set(page.entries.map((e) => e.profileId))]);
  return { ...page, entries: page.entries.map((e) => ({ ...e, commander: names.get(e.profileId) ?? '?' })) };
}
