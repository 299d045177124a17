/**
 * The alliance's intel board (decision 070): the latest scout and battle report per target with
 * its age; one opens in the battle simulator with the defender's units it shows. The reader's own
 * scout reports go here by themselves unless they turn that off.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { humanAge } from '../../lib/age.ts';
import { INTEL_KEY } from '../../lib/query-keys.ts';
import { unitsToParam } from '../../lib/unit-list.ts';
import { useCommand } from '../../lib/use-command.ts';
import { defenderUnits, SET_SETTINGS, useIntel, useIntelSettings } from './war-room-data.ts';

export function IntelBoard() {
  const { t } = useTranslation();
  const q = useIntel();
  const settings = useIntelSettings();
  const cmd = useCommand({ invalidate: [INTEL_KEY] });
  const now = Date.now();
  const ageText = (ms: number) => {
    const a = humanAge(ms);
    return t(`warroom.age.${a.unit}`, { count: a.count });
  };
  return (
    <section className="panel" aria-labelledby="intel-title">
      <h2 id="intel-title">{t('warroom.intelTitle')}</h2>
      <label className="check-line">
        <input
          type="checkbox"
          checked={settings.data?.shareScouts ?? true}
          disabled={!settings.data || cmd.pending}
          onChange={(e) => void cmd.run(SET_SETTINGS, { on: e.target.checked })}
        />
        <span>{t('warroom.shareScouts')}</span>
      </label>
      {q.data && q.data.length === 0 && <p className="empty">{t('warroom.noIntel')}</p>}
      <ul className="queue" data-testid="intel-board">
        {q.data?.map((r) => {
          const units = defenderUnits(r.kind, r.data);
          return (
            <li key={r.id} className="row spread-tight" data-intel={`${r.x}:${r.y}`} data-kind={r.kind}>
              <span>
                <strong>{t(`warroom.intelKinds.${r.kind}`, { defaultValue: r.kind })}</strong> {r.x}:{r.y}
                {r.owner ? ` · ${r.owner}` : ''}{' '}
                <span className="hint">{t('warroom.intelAge', { age: ageText(now - r.filedAt), by: r.sharedBy })}</span>
              </span>
              {units && (
                <Link
                  className="btn btn-ghost btn-small"
                  to="/simulator"
                  search={{ defender: unitsToParam(units), target: `${r.x}:${r.y}` }}
                >
                  {t('simulator.open')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
