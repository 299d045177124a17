/** The always-on march queue: each fleet's target, leg, countdown and progress; a fleet on its way out or mining can be recalled (not one gone through the portal). */
import { useTranslation } from 'react-i18next';
import { CelestialIcon } from '../components/celestial-marks.tsx';
import { LiveCountdown, LiveProgress } from '../components/live.tsx';
import { useBase } from '../lib/base-data.ts';
import { legEnd, legStart, type March, useMarches } from '../lib/marches-data.ts';
import { useRecallMarch } from '../lib/recall-march.ts';
import { countRender } from '../lib/render-probe.ts';

function MarchRow({ m, skewMs }: { m: March; skewMs: number }) {
  const { t } = useTranslation();
  const end = legEnd(m);
  const start = legStart(m);
  const staying = m.status === 'occupying' || m.status === 'reinforcing' || m.status === 'waiting';
  // a mission is beyond the portal: no spot of this map to name
  const where = `${m.kind === 'scout' ? `${t('scouting.scoutShip')} → ` : m.kind === 'convoy' ? `${t('convoys.queueLabel')} → ` : ''}${t(`celestial.${m.target.kind}`)}${m.kind === 'portal' ? '' : ` ${m.target.x}:${m.target.y}`}`;
  const recall = useRecallMarch();
  return (
    <li className="queue-item" data-testid="march" data-status={m.status}>
      <div className="row spread-tight">
        <span className="with-icon">
          <CelestialIcon kind={m.target.kind} size={16} />
          {where}
        </span>
        {/* a fleet holding an object or standing in an ally's base stays until it is called home */}
        {!staying && <LiveCountdown to={end} skewMs={skewMs} testId="march-countdown" />}
      </div>
      <p className="hint" data-testid="march-phase">
        {t(`marches.phase.${m.phase}`)}
      </p>
      {!staying && <LiveProgress from={start} to={end} skewMs={skewMs} label={where} />}
      {/* through the portal there is no turning back (the crossing is one way until it lands); a convoy delivers what it carries */}
      {m.kind !== 'portal' &&
        m.kind !== 'convoy' &&
        m.kind !== 'vault' &&
        (m.status === 'marching' || m.status === 'gathering' || m.status === 'occupying') && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void recall(m)}>
            {m.kind === 'scout' ? t('scouting.stop') : t('marches.recall')}
          </button>
        )}
    </li>
  );
}

export function MarchQueue() {
  countRender('MarchQueue');
  const { t } = useTranslation();
  const base = useBase().data;
  const skewMs = base?.skewMs ?? 0;
  const marches = useMarches().data ?? [];
  return (
    <section className="panel" aria-labelledby="mq-title">
      <h2 id="mq-title">{t('game.marchQueue')}</h2>
      {marches.length === 0 ? (
        <p className="empty">{t('game.marchesEmpty')}</p>
      ) : (
        <ul className="queue">
          {marches.map((m) => (
            <MarchRow key={m.id} m={m} skewMs={skewMs} />
          ))}
        </ul>
      )}
    </section>
  );
}
