/**
 * What one battle costs in src/game's engine with a full roster on both sides: every unit type, 1
 * of each and 1,000,000 of each. Identical units fight as one group (combat.ts), so the million
 * case must cost about what the single case does (goal: within 2×). Pure CPU, no database.
 */
import { plainStats, simulateBattle } from '../src/game/combat.ts';
import { createRng } from '../src/game/random.ts';
import { UNIT_IDS, type UnitCounts } from '../src/game/units.ts';

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface BattleCost {
  unitsPerType: number;
  types: number;
  rounds: number;
  winner: string;
  /** median over `samples` batches of `perBatch` battles, µs per battle */
  usPerBattle: number;
}

function roster(n: number): UnitCounts {
  return Object.fromEntries(UNIT_IDS.map((id) => [id, n])) as UnitCounts;
}

export function battleCost(counts = [1, 1_000_000], perBatch = Number(process.env.BENCH_BATTLES ?? 500), samples = 7) {
  const stats = plainStats();
  const out: BattleCost[] = [];
  for (const n of counts) {
    const input = {
      attacker: { units: roster(n), stats },
      defender: { units: roster(n), stats, healingCapacity: 1000 },
    };
    // warm-up: the JIT compiles the engine before anything is timed
    for (let i = 0; i < perBatch; i++) simulateBattle(input, createRng(i));
    const times: number[] = [];
    let last = simulateBattle(input, createRng(1));
    for (let s = 0; s < samples; s++) {
      const t = performance.now();
      for (let i = 0; i < perBatch; i++) last = simulateBattle(input, createRng(s * perBatch + i));
      times.push(((performance.now() - t) * 1000) / perBatch);
    }
    out.push({
      unitsPerType: n,
      types: UNIT_IDS.length,
      rounds: last.rounds.length,
      winner: last.winner,
      usPerBattle: round(median(times)),
    });
    console.log(
      `battle, ${n} of each of ${UNIT_IDS.length} types a side: ${round(median(times))} µs (${last.rounds.length} rounds)`,
    );
  }
  const [one, million] = out;
  return { battles: out, millionToOne: one && million ? round(million.usPerBattle / one.usPerBattle) : null };
}

if (import.meta.main) console.log(JSON.stringify(battleCost(), null, 2));
