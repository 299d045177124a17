/** A portal mission's report: what went and came back, what it won, and its battle (replayable) for hostile missions and artifact retrievals. */
import { useTranslation } from 'react-i18next';
import {
  BATTLE_ENGINE_VERSION,
  type MissionType,
  plainStats,
  RESOURCES,
  resolveMission,
  UNIT_IDS,
} from '../../../game/index.ts';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { itemName } from '../../lib/items-data.ts';
import { BattleReport } from './battle-report.tsx';
import { engineSeed, Fairness } from './fairness.tsx';
import type { MissionData } from './report-data.ts';

export function MissionReport({ data }: { data: MissionData }) {
  const { t } = useTranslation();
  const line = (u: Record<string, number | undefined>) =>
    UNIT_IDS.filter((id) => (u[id] ?? 0) > 0)
      .map((id) => `${u[id]} ${t(`units.${id}`)}`)
      .join(', ') || '—';
  const resources = RESOURCES.filter((k) => (data.reward.resources[k] ?? 0) > 0);
  const items = Object.entries(data.reward.items).filter(([, n]) => n > 0);
  // a mission without a battle (a rescue's roll, an exploration's share) replays from its units and seed too
  const replayed =
    !data.input && data.seed !== undefined
      ? resolveMission(data.type as MissionType, data.level, data.units, plainStats(), engineSeed(data.seed))
      : null;
  return (
    <>
      <section className="panel" data-testid="mission-report">
        <p>{t('reports.missionSent', { units: line(data.units) })}</p>
        <p>
          {t('reports.missionBack', {
            units: line({
              ...data.survivors,
              ...Object.fromEntries(
                Object.entries(data.reward.units).map(([k, n]) => [
                  k,
                  (data.survivors[k as keyof typeof data.survivors] ?? 0) + (n ?? 0),
                ]),
              ),
            }),
          })}
        </p>
        <h2 className="sub">{t('reports.missionWon')}</h2>
        {resources.length + items.length === 0 ? (
          <p className="hint">{t('missions.failed')}</p>
        ) : (
          <ul className="cost-list">
            {resources.map((k) => (
              <li key={k}>
                <ResourceIcon kind={k} /> <span className="num">{data.reward.resources[k]}</span> {t(`resources.${k}`)}
              </li>
            ))}
            {items.map(([type, n]) => (
              <li key={type}>
                <span className="num">{n}</span> × {itemName(t, type)}
              </li>
            ))}
          </ul>
        )}
        {replayed && data.seed !== undefined && (
          <Fairness
            seed={data.seed}
            commitment={data.commitment}
            replayMatches={replayed.success === data.success && replayed.share === data.share}
            version={data.engineVersion ?? BATTLE_ENGINE_VERSION}
          />
        )}
      </section>
      {data.input && data.result && data.seed !== undefined && (
        <BattleReport
          data={{
            engineVersion: data.engineVersion ?? 0,
            seed: data.seed,
            commitment: data.commitment,
            target: { x: 0, y: 0, kind: 'pirate-ship', level: data.level },
            input: data.input,
            result: data.result,
            loot: data.reward.resources,
          }}
        />
      )}
    </>
  );
}
