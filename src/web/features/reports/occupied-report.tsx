/**
 * An occupied-object report: a fleet that landed on a free object and holds it (its units), or the
 * takeover battle for a held one — both fleets, each round, the seed checked against its commitment
 * and replayed in the browser — from the reader's side, attacker or holder. And the payouts of a
 * holding, gathered hour by hour into one report.
 */
import { useTranslation } from 'react-i18next';
import type { UnitCounts } from '../../../game/index.ts';
import { BattleReport } from './battle-report.tsx';
import { Amounts, Units } from './body-parts.tsx';
import { type BattleData, place, type Target } from './report-data.ts';

export interface OccupiedData extends Partial<Omit<BattleData, 'target' | 'role'>> {
  target: Target & { holder?: string };
  outcome?: 'occupied' | 'taken' | 'held';
  role?: 'attack' | 'defence';
  holder?: string;
  attacker?: string;
  rally?: boolean;
  units?: UnitCounts;
}

export function OccupiedReport({ data }: { data: OccupiedData }) {
  const { t } = useTranslation();
  const target = place(t, data.target);
  if (data.outcome === 'occupied' || !data.input || !data.result) {
    return (
      <section className="panel" data-testid="occupied-body">
        <p>{t('reportBody.occupied.landed', { target })}</p>
        <h2 className="sub">{t('reportBody.fleet')}</h2>
        <Units units={data.units} testId="occupied-units" />
      </section>
    );
  }
  const defence = data.role === 'defence';
  const taken = data.outcome === 'taken';
  const words = { target, holder: data.holder ?? '', attacker: data.attacker ?? '' };
  const line = defence
    ? t(taken ? 'reportBody.occupied.lost' : 'reportBody.occupied.held', words)
    : t(taken ? 'reportBody.occupied.taken' : 'reportBody.occupied.repelled', words);
  const attackerName = data.rally
    ? t('reportBody.occupied.theirRally', { name: data.attacker ?? '' })
    : t('reports.theirFleet', { name: data.attacker ?? '' });
  return (
    <>
      <p className="panel" data-testid="occupied-body">
        {line}
      </p>
      <BattleReport
        data={{ ...(data as BattleData), loot: {} as BattleData['loot'], role: defence ? 'defence' : 'attack' }}
        titles={{
          attacker: defence ? attackerName : t('reports.yourFleet'),
          defender: defence
            ? t('reportBody.occupied.yourHolding')
            : t('reportBody.occupied.theirHolding', { name: data.holder ?? '' }),
        }}
        withoutLoot
      />
    </>
  );
}

export interface OccupiedRewardData {
  target: Target;
  paid: Record<string, number>;
  hours?: number;
  since?: number;
  until?: number;
  payouts?: { at: number; paid: Record<string, number> }[];
}

export function OccupiedRewardReport({ data }: { data: OccupiedRewardData }) {
  const { t, i18n } = useTranslation();
  const when = (at: number | undefined) => (at ? new Date(at).toLocaleString(i18n.language) : '');
  const hours = data.hours ?? 1;
  const line = (paid: Record<string, number>) =>
    Object.entries(paid)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${v.toLocaleString()} ${t(`resources.${k}`)}`)
      .join(', ');
  return (
    <section className="panel" data-testid="occupied-reward-body">
      <p>
        {t('reportBody.occupiedReward.intro', {
          count: hours,
          target: place(t, data.target),
          since: when(data.since),
          until: when(data.until),
        })}
      </p>
      <h2 className="sub">{t('reportBody.occupiedReward.total')}</h2>
      <Amounts amounts={data.paid} testId="paid" />
      {(data.payouts?.length ?? 0) > 1 && (
        <div className="table-wrap">
          <table data-testid="payouts">
            <thead>
              <tr>
                <th scope="col">{t('reportBody.occupiedReward.hour')}</th>
                <th scope="col">{t('reportBody.occupiedReward.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {data.payouts?.map((p) => (
                <tr key={p.at}>
                  <th scope="row" className="num">
                    {when(p.at)}
                  </th>
                  <td className="num">{line(p.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint">{t('reportBody.occupiedReward.gathers')}</p>
    </section>
  );
}
