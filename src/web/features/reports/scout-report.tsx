/**
 * What a scout saw: the stores always; the garrison when the agency stands level with the target's or
 * above (rounded counts; exact with a lead of two); buildings and research with a lead of four. The
 * report says which rule applied (decision 044).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EXACT_COUNT_LEAD, RESOURCES, UNIT_IDS } from '../../../game/index.ts';
import { ResourceIcon, UnitIcon } from '../../components/game-icons.tsx';
import { unitsToParam } from '../../lib/unit-list.ts';
import type { ScoutData } from './report-data.ts';

export function ScoutReport({ data }: { data: ScoutData }) {
  const { t } = useTranslation();
  const f = data.findings;
  const units = f.units ? UNIT_IDS.filter((id) => (f.units?.[id] ?? 0) > 0) : [];
  return (
    <div className="battle" data-testid="scout-report">
      {data.address && (
        <p className="panel" data-testid="scouted-address">
          {t('reports.scoutedAddress', { address: data.address })}{' '}
          <Link to="/portal" search={{ address: data.address }}>
            {t('reports.dialIt')}
          </Link>
        </p>
      )}
      <section className="panel" aria-labelledby="scout-stores">
        <h2 id="scout-stores">{t('reports.stores')}</h2>
        <ul className="cost">
          {RESOURCES.filter((k) => k !== 'credits').map((k) => (
            <li key={k}>
              <ResourceIcon kind={k} /> <span className="num">{f.resources[k] ?? 0}</span> {t(`resources.${k}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="scout-units">
        <h2 id="scout-units">{t('reports.garrison')}</h2>
        <p className="hint" data-testid="scout-rule">
          {!f.units
            ? t('reports.scoutRule.hidden')
            : f.precision === 'rounded'
              ? t('reports.scoutRule.rounded', { levels: EXACT_COUNT_LEAD })
              : t('reports.scoutRule.exact', { levels: EXACT_COUNT_LEAD })}
        </p>
        {!f.units ? null : units.length === 0 ? (
          <p className="empty">{t('reports.noUnits')}</p>
        ) : (
          <>
            <ul className="cost" data-testid="scouted-units">
              {units.map((id) => (
                <li key={id}>
                  <UnitIcon id={id} />{' '}
                  <span className="num">
                    {f.precision === 'rounded' ? t('reports.about', { count: f.units?.[id] }) : f.units?.[id]}
                  </span>{' '}
                  {t(`units.${id}`)}
                </li>
              ))}
            </ul>
            <Link
              className="btn btn-ghost btn-small"
              to="/simulator"
              search={{ defender: unitsToParam(f.units ?? {}), target: `${data.target.x}:${data.target.y}` }}
            >
              {t('simulator.open')}
            </Link>
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="scout-buildings">
        <h2 id="scout-buildings">{t('reports.buildings')}</h2>
        {!f.buildings ? (
          <p className="hint">{t('reports.tooFar', { levels: 4 })}</p>
        ) : (
          <ul className="cost">
            {Object.entries(f.buildings).map(([id, level]) => (
              <li key={id}>
                {t(`buildings.${id}.name`)} <span className="num">{level}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
