/**
 * An Ephoran Vault report: each stage fought at the gate — the guardians, who won, what was lost —
 * and the stats the fleet fought with; the whole run replayed from the revealed seed and checked
 * against the commitment shown as the fleet left (decision 039).
 */
import { useTranslation } from 'react-i18next';
import { BATTLE_ENGINE_VERSION, runVault, UNIT_IDS, type UnitCounts, UNITS } from '../../../game/index.ts';
import { VaultArt } from '../../components/art/vault-art.tsx';
import { Fairness } from './fairness.tsx';
import { canonical } from './report-data.ts';

export interface VaultData {
  runId: string;
  /** the secret seed revealed and its commitment (reports older than decision 039 have neither) */
  seed?: string;
  commitment?: string;
  cleared: number;
  units: UnitCounts;
  survivors: UnitCounts;
  stats: Record<string, { attack: number; defense: number; health: number }>;
  stages: {
    stage: number;
    guardians: UnitCounts;
    attacker: UnitCounts;
    winner: string;
    result: { attacker: { survivors: UnitCounts }; version?: number };
  }[];
}

const total = (u: UnitCounts) => UNIT_IDS.reduce((s, id) => s + (u[id] ?? 0), 0);

export function VaultReport({ data }: { data: VaultData }) {
  const { t } = useTranslation();
  const replay = data.seed !== undefined ? runVault(data.units, data.stats as never, data.seed) : null;
  const matches =
    replay !== null &&
    canonical(replay.stages.map((s) => s.result)) === canonical(data.stages.map((s) => s.result)) &&
    replay.cleared === data.cleared;
  // what research, cores and boosts added to the fleet's attack (interceptors as the measure)
  const bonus = Math.round(
    ((data.stats?.interceptor?.attack ?? UNITS.interceptor.attack) / UNITS.interceptor.attack - 1) * 100,
  );
  return (
    <section className="panel" data-testid="vault-report">
      <VaultArt />
      <p className="outcome">{t('vault.cleared', { count: data.cleared })}</p>
      <p className="hint" data-testid="vault-bonus">
        {t('vault.bonus', { pct: bonus })}
      </p>
      <ol className="vault-stages">
        {data.stages.map((s) => (
          <li key={s.stage} data-winner={s.winner}>
            <strong>{t('vault.stage', { n: s.stage })}</strong> · {t('vault.guardians', { count: total(s.guardians) })}{' '}
            · {t(`vault.outcome.${s.winner}`)} ·{' '}
            {t('vault.fleet', { before: total(s.attacker), after: total(s.result.attacker.survivors) })}
          </li>
        ))}
      </ol>
      {data.seed !== undefined && (
        <Fairness
          seed={data.seed}
          commitment={data.commitment}
          replayMatches={matches}
          version={data.stages[0]?.result.version ?? BATTLE_ENGINE_VERSION}
        />
      )}
    </section>
  );
}
