/**
 * Odds you can judge before a fleet goes out (decision 044): against a commander's base, from the
 * newest scout report of it (its age said; rounded counts when the agency's lead was small), with the
 * same engine the server fights with (src/game previewBattle); the server alone decides the battle.
 * A fleet sent at low odds (a pirate crew too), or blind at a base never scouted, asks first.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BattlePreview,
  baseStats,
  type CombatStats,
  previewBattle,
  type UnitCounts,
  type UnitId,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import type { MapItem } from './map-data.ts';

/** Below this chance to win, sending asks first. */
export const LOW_ODDS = 0.5;

interface Scouted {
  at: number;
  units: UnitCounts;
  precision: 'exact' | 'rounded';
  buildings?: Record<string, number>;
  research?: Record<string, number>;
}

export interface RaidOdds {
  /** the newest scout report that saw the garrison (null: none) */
  scouted: Scouted | null;
  /** a scout report exists, but it saw only the stores */
  hidden: boolean;
  odds: BattlePreview | null;
}

const SCOUTS = graphql('query ScoutedBases { reports(folder: espionage, limit: 100) { id kind createdAt data } }');

/** The newest scout report of the base at the target's spot, and the odds of the chosen units against what it saw. */
export function useRaidOdds(
  target: MapItem,
  units: UnitCounts | null,
  stats: Record<UnitId, CombatStats>,
): RaidOdds | null {
  const raid = target.type === 'solar-system' && !target.ally && !target.own;
  const reports = useQuery({
    queryKey: useGameKey(['reports', 'scouted']),
    queryFn: async () => (await gql(SCOUTS)).reports,
    enabled: raid,
  });
  const found = useMemo(() => {
    for (const r of reports.data ?? []) {
      if (r.kind !== 'scout') continue;
      const d = JSON.parse(r.data) as {
        target: { x: number; y: number };
        findings: {
          units?: UnitCounts;
          precision?: 'exact' | 'rounded';
          buildings?: Record<string, number>;
          research?: Record<string, number>;
        };
      };
      if (d.target.x !== target.x || d.target.y !== target.y) continue;
      if (!d.findings.units) return { hidden: true, scouted: null };
      return {
        hidden: false,
        scouted: {
          at: r.createdAt,
          units: d.findings.units,
          precision: d.findings.precision ?? 'exact',
          buildings: d.findings.buildings,
          research: d.findings.research,
        },
      };
    }
    return { hidden: false, scouted: null };
  }, [reports.data, target.x, target.y]);
  const chosen = JSON.stringify(units);
  const statsKey = JSON.stringify(stats);
  const odds = useMemo(() => {
    const s = found.scouted;
    if (!s || chosen === 'null') return null;
    // research seen (a lead of four) counts for the defender; otherwise bare units
    const theirs = s.buildings && s.research ? baseStats(s.buildings as never, s.research as never).units : undefined;
    return previewBattle(JSON.parse(chosen), JSON.parse(statsKey), s.units, theirs);
  }, [found, chosen, statsKey]);
  if (!raid) return null;
  return { ...found, odds };
}

/** The odds line of the send dialog for a raid (a `dl` entry). */
export function RaidOddsRow({ raid, now }: { raid: RaidOdds; now: number }) {
  const { t } = useTranslation();
  const s = raid.scouted;
  return (
    <div>
      <dt>{t('marches.odds')}</dt>
      <dd data-testid="raid-odds">
        {!s ? (
          <span className="danger">{raid.hidden ? t('marches.raidHidden') : t('marches.raidBlind')}</span>
        ) : (
          <>
            {raid.odds && (
              <span
                className={`num ${raid.odds.winChance >= 0.75 ? 'success-text' : raid.odds.winChance < LOW_ODDS ? 'danger' : ''}`}
              >
                {t('marches.oddsValue', {
                  pct: Math.round(raid.odds.winChance * 100),
                  losses:
                    Object.entries(raid.odds.expectedLosses)
                      .map(([id, n]) => `${n} ${t(`units.${id}`)}`)
                      .join(', ') || t('marches.noLosses'),
                })}
              </span>
            )}
            <span className="hint raid-source" data-testid="raid-odds-source">
              {t(s.precision === 'rounded' ? 'marches.raidFromRounded' : 'marches.raidFrom', {
                age: formatDuration(Math.max(0, now - s.at)),
                units:
                  Object.entries(s.units)
                    .filter(([, n]) => (n ?? 0) > 0)
                    .map(([id, n]) => `${n} ${t(`units.${id}`)}`)
                    .join(', ') || t('marches.noLosses'),
              })}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * Sending asks first when the chance to win is below LOW_ODDS, or when the odds are unknown (a base
 * never scouted). `hold()` is true when the question is to be asked (the send waits for the answer).
 */
export function useOddsGate(winChance: number | null, blind: boolean) {
  const [asking, setAsking] = useState(false);
  const risky = blind || (winChance !== null && winChance < LOW_ODDS);
  return {
    asking,
    hold: (confirmed: boolean) => {
      if (!risky || confirmed) return false;
      setAsking(true);
      return true;
    },
    back: () => setAsking(false),
    winChance,
    blind,
  };
}

/** The question in place of the send buttons: send anyway, or go back and choose again. */
export function OddsConfirm({
  gate,
  onSend,
  busy,
}: {
  gate: ReturnType<typeof useOddsGate>;
  onSend: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <div
      className="confirm-risk panel"
      role="alertdialog"
      aria-labelledby="risk-q"
      aria-describedby="risk-why"
      ref={ref}
    >
      <p id="risk-q" className="danger">
        <strong>{t('marches.riskQuestion')}</strong>
      </p>
      <p id="risk-why">
        {gate.blind ? t('marches.riskBlind') : t('marches.riskLow', { pct: Math.round((gate.winChance ?? 0) * 100) })}
      </p>
      <div className="row">
        <button type="button" className="btn btn-ghost" onClick={gate.back}>
          {t('marches.riskBack')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} aria-busy={busy} onClick={onSend}>
          {t('marches.riskSend')}
        </button>
      </div>
    </div>
  );
}
