/**
 * Selective revert (decision 065): an admin undoes what chosen ledger entries moved, and nothing
 * else. The correction of a commander is the negative of the entries' net effect on their stores and
 * on the units at home; it never takes a store or a unit count below zero (what is already spent is
 * gone: the shortfall is reported, not borrowed), and it never touches what the commander did after.
 */
type Counts = Record<string, number>;

/** The net effect of entries on a base: the sum of each key's moves. */
export function revertNetEffect(entries: readonly { resources: Counts; units: Counts }[]): {
  resources: Counts;
  units: Counts;
} {
  const resources: Counts = {};
  const units: Counts = {};
  for (const e of entries) {
    for (const [k, v] of Object.entries(e.resources)) resources[k] = (resources[k] ?? 0) + v;
    // units by place: only the ones at home (a plain key) are the commander's to correct
    for (const [k, v] of Object.entries(e.units)) if (!k.includes(':')) units[k] = (units[k] ?? 0) + v;
  }
  return { resources: clean(resources), units: clean(units) };
}

export interface RevertCorrection {
  /** what the correction changes, per key (negative: taken back) */
  applied: Counts;
  /** what it could not take back because it is spent, per key (positive) */
  shortfall: Counts;
  /** the counts after the correction */
  after: Counts;
}

/** Takes back `net` from `current`, never below zero. */
export function revertCorrection(current: Readonly<Counts>, net: Readonly<Counts>): RevertCorrection {
  const after: Counts = { ...current };
  const applied: Counts = {};
  const shortfall: Counts = {};
  for (const [k, v] of Object.entries(net)) {
    const have = current[k] ?? 0;
    const wanted = have - v;
    const next = Math.max(0, wanted);
    after[k] = next;
    if (next !== have) applied[k] = round(next - have);
    if (wanted < 0) shortfall[k] = round(-wanted);
  }
  return { applied, shortfall, after };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function clean(c: Counts): Counts {
  const out: Counts = {};
  for (const [k, v] of Object.entries(c)) if (round(v) !== 0) out[k] = round(v);
  return out;
}
