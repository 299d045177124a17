/**
 * Checking a random outcome in the browser (decision 039): the seed the report reveals must hash to
 * the commitment the server showed while the outcome was open, and replaying the stored input with
 * that seed (src/game drawSeed, the same engine) must give the stored outcome. Then the report says
 * "Verified"; a shared report checks the same way for anyone. A report older than commitments
 * carries a bare number as its seed: it still replays, but has nothing to verify it against.
 */
import { useTranslation } from 'react-i18next';
import {
  BATTLE_DRAW,
  createRng,
  drawSeed,
  isSecretSeed,
  type JointBattleInput,
  simulateBattle,
  simulateJointBattle,
} from '../../../game/index.ts';
import { seedHashOf } from '../../lib/fair-dice.ts';
import { type BattleData, canonical } from './report-data.ts';

export type Verdict = 'verified' | 'seed-mismatch' | 'replay-differs' | 'replayed';

/** The engine's seed for a draw of the report's seed (an older report's number is used as it is). */
export const engineSeed = (seed: string | number, label: string = BATTLE_DRAW): number =>
  typeof seed === 'number' ? seed : drawSeed(seed, label);

/** Does the stored battle replay from its seed? A battle of several owners a side replays with the joint engine. */
export function battleReplays(data: Pick<BattleData, 'seed' | 'input' | 'result'>): boolean {
  const rng = createRng(engineSeed(data.seed));
  const replay =
    'contingents' in data.input.attacker
      ? simulateJointBattle(data.input as unknown as JointBattleInput, rng)
      : simulateBattle(data.input, rng);
  return canonical(replay) === canonical(data.result);
}

/** What the check finds: the seed against its commitment first, then the replay against the stored outcome. */
export function verdictOf(seed: string | number, commitment: string | undefined, replayMatches: boolean): Verdict {
  if (isSecretSeed(seed) && commitment !== undefined) {
    if (seedHashOf(seed) !== commitment) return 'seed-mismatch';
    return replayMatches ? 'verified' : 'replay-differs';
  }
  return replayMatches ? 'replayed' : 'replay-differs';
}

/** The verdict in words, with the seed and the commitment to copy and check elsewhere. */
export function Fairness({
  seed,
  commitment,
  replayMatches,
  version,
}: {
  seed: string | number;
  commitment?: string;
  replayMatches: boolean;
  version: number;
}) {
  const { t } = useTranslation();
  const verdict = verdictOf(seed, commitment, replayMatches);
  const text =
    verdict === 'verified'
      ? t('reports.verified', { version })
      : verdict === 'seed-mismatch'
        ? t('reports.seedMismatch')
        : verdict === 'replay-differs'
          ? t('reports.replayDiffers', { version })
          : t('reports.replayed', { seed, version });
  return (
    <div className="fairness" data-testid="fairness" data-verdict={verdict}>
      <p className={verdict === 'verified' ? 'hint verified' : 'hint'} data-testid="replay">
        {text}
      </p>
      {commitment !== undefined && (
        <dl>
          <dt>{t('reports.commitment')}</dt>
          <dd>
            <code className="hash" data-testid="commitment">
              {commitment}
            </code>
          </dd>
          <dt>{t('reports.seed')}</dt>
          <dd>
            <code className="hash" data-testid="seed">
              {seed}
            </code>
          </dd>
        </dl>
      )}
    </div>
  );
}
