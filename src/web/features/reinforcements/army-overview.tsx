/**
 * The army overview (spec list getUnitGroups): every group of units the commander owns in one list,
 * at home, injured, away on a march, standing in an ally's base or in a rally, with where it is
 * bound and when its leg ends. Pushed groups merge by the spec's rule (push-routes.ts).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../../components/live.tsx';
import { useBase } from '../../lib/base-data.ts';
import { type UnitGroup, useUnitGroups } from '../../lib/unit-groups-data.ts';

const troops = (g: UnitGroup) => (g.units ?? []).reduce((n, u) => n + u.count, 0);

function groupLabel(t: TFunction, g: UnitGroup) {
  if (g.type === 'home') return t('army.home');
  if (g.type === 'injured') return t('army.injured');
  return t(`marches.phase.${g.type}`, { defaultValue: t('army.away') });
}

export function ArmyOverview() {
  const { t } = useTranslation();
  const groups = useUnitGroups();
  const skewMs = useBase().data?.skewMs ?? 0;
  const list = (groups.data ?? []).filter((g) => g.units !== null && (g.type !== 'injured' || troops(g) > 0));
  const total = list.reduce((n, g) => n + troops(g), 0);
  return (
    <section className="panel" aria-labelledby="army-title" data-testid="army">
      <h2 id="army-title">{t('army.title')}</h2>
      {groups.isError ? (
        <p role="alert" className="error-box">
          {t('army.failed')}
        </p>
      ) : !groups.data ? (
        <p>{t('loading')}</p>
      ) : (
        <>
          <p className="hint num" data-testid="army-total">
            {t('army.total', { count: total, groups: list.length })}
          </p>
          <ul className="queue">
            {list.map((g) => (
              <li key={g.id} className="queue-item" data-testid="army-group" data-type={g.type}>
                <div className="row spread-tight">
                  <strong>{groupLabel(t, g)}</strong>
                  <span className="hint num">
                    {g.type === 'home' || g.type === 'injured' ? '' : `${g.location.x}:${g.location.y} `}
                    {g.finishTimestamp !== null && <LiveCountdown to={g.finishTimestamp} skewMs={skewMs} />}
                  </span>
                </div>
                <span>
                  {(g.units ?? []).length === 0
                    ? t('reinforcements.none')
                    : (g.units ?? [])
                        .map((u) => `${u.count} ${t(`units.${u.type}`, { defaultValue: u.type })}`)
                        .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
