/**
 * What the base can do now, with research applied: capacities, speeds, plunder protection, the
 * units at home with their stats and the food they eat. Same src/game function as the server.
 */
import { useTranslation } from 'react-i18next';
import {
  CATCH_UP_SOURCE,
  PERMANENT,
  type BaseStats,
  RESEARCH_BY_ID,
  type TimedBoost,
  UNIT_IDS,
  type UnitCounts,
} from '../../../game/index.ts';
import { StatList } from '../../components/stat-list.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { LiveText } from '../../components/live.tsx';
import { sameJson, useTick } from '../../lib/clock.ts';
import { UnitPortrait } from '../../components/art/unit-portraits.tsx';
import { countRender } from '../../lib/render-probe.ts';

const pct = (multiplier: number) => `+${Math.round((multiplier - 1) * 100)} %`;

export function BaseStatsPanel({
  stats,
  units,
  injured,
  boosts,
  skewMs,
}: {
  stats: BaseStats;
  units: UnitCounts;
  injured: UnitCounts;
  boosts: TimedBoost[];
  skewMs: number;
}) {
  countRender('BaseStatsPanel');
  const { t } = useTranslation();
  // an Ephoran core's catalysts never end: they show on the Ephoran Cores screen
  // nor the late joiner's catch-up slices: /base says that bonus in one line of its own (decision 069)
  const running = useTick(
    skewMs,
    (now) => boosts.filter((b) => b.endsAt > now && b.endsAt < PERMANENT && b.source !== CATCH_UP_SOURCE),
    sameJson,
  );
  const rows: [string, string][] = [
    [t('base.stats.construction'), pct(stats.constructionSpeed)],
    [t('base.stats.research'), pct(stats.researchSpeed)],
    [
      t('base.stats.barracks'),
      t('base.stats.capacitySpeed', {
        capacity: stats.training.barracks.capacity,
        speed: pct(stats.training.barracks.speed),
      }),
    ],
    [
      t('base.stats.shipyard'),
      t('base.stats.capacitySpeed', {
        capacity: stats.training.shipyard.capacity,
        speed: pct(stats.training.shipyard.speed),
      }),
    ],
    [
      t('base.stats.healing'),
      t('base.stats.capacitySpeed', { capacity: stats.healing.capacity, speed: pct(stats.healing.speed) }),
    ],
    [
      t('base.stats.mining'),
      t('base.stats.miningRates', { astromite: stats.mining.astromite, quantarite: stats.mining.quantarite }),
    ],
    [t('base.stats.rally'), String(stats.rallyCapacity)],
    [t('base.stats.reinforcement'), String(stats.reinforcementCapacity)],
    [t('base.stats.marchSlots'), String(stats.marchSlots)],
    [t('base.stats.defense'), `+${Math.round(stats.defenseBonus * 100)} %`],
    [t('base.stats.protected'), `${Math.round(stats.protectedShare * 100)} %`],
    [t('base.stats.upkeep'), t('game.perHour', { rate: stats.upkeepPerHour })],
  ];
  return (
    <section className="panel base-stats" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('base.stats.title')}</h2>
      <StatList rows={rows} />
      {running.length > 0 && (
        <>
          <h3 className="sub">{t('base.stats.boosts')}</h3>
          <ul className="queue" data-testid="boosts">
            {running.map((b) => (
              <li key={`${b.effect}-${b.endsAt}`} className="row spread-tight">
                <span>
                  {t(`researchNames.${b.effect}`, { defaultValue: b.effect })}{' '}
                  {(RESEARCH_BY_ID[b.effect]?.perLevel ?? 0) < 1 ? `+${Math.round(b.amount * 100)} %` : `+${b.amount}`}
                </span>
                <span className="num">
                  <LiveText to={b.endsAt} skewMs={skewMs} render={(left) => t('base.stats.boostEnds', { left })} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="table-wrap">
        <table data-testid="unit-stats" className="unit-stats">
          <caption className="sr-only">{t('base.stats.unitsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('base.stats.unit')}</th>
              <th scope="col">{t('base.stats.atHome')}</th>
              <th scope="col">{t('base.stats.injured')}</th>
              <th scope="col">{t('base.stats.attack')}</th>
              <th scope="col">{t('base.stats.defenseStat')}</th>
              <th scope="col">{t('base.stats.health')}</th>
              <th scope="col">{t('base.stats.trainTime')}</th>
            </tr>
          </thead>
          <tbody>
            {UNIT_IDS.map((id) => (
              <tr key={id} data-unit={id}>
                <th scope="row">
                  <span className="with-icon">
                    <UnitPortrait id={id} size={28} />
                    {t(`units.${id}`)}
                  </span>
                </th>
                <td className="num" data-label={t('base.stats.atHome')}>
                  {units[id] ?? 0}
                </td>
                <td className="num" data-stat="injured" data-label={t('base.stats.injured')}>
                  {injured[id] ?? 0}
                </td>
                <td className="num" data-stat="attack" data-label={t('base.stats.attack')}>
                  {stats.units[id].attack}
                </td>
                <td className="num" data-stat="defense" data-label={t('base.stats.defenseStat')}>
                  {stats.units[id].defense}
                </td>
                <td className="num" data-stat="health" data-label={t('base.stats.health')}>
                  {stats.units[id].health}
                </td>
                <td className="num" data-label={t('base.stats.trainTime')}>
                  {formatDuration(stats.units[id].trainMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
