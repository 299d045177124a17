import { Clock } from 'lucide-react';
/** /research/{type}: the research lines of one category, each with its cost, time and why it cannot start. */
import { PlanButton, PlanPanel } from '../../components/plan-panel.tsx';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  baseStats,
  checkResearch,
  extraQueuePrice,
  UNIT_IDS,
  type UnitId,
  MAX_EXTRA_QUEUES,
  RESEARCH,
  RESEARCH_CATEGORIES,
  researchCost,
  type ResearchDef,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { BASE_FIELDS, stateAt, useBase, useServerNow, useSetBase } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { reasonText } from '../../lib/start-reasons.ts';
import { useCommand } from '../../lib/use-command.ts';

/** For a unit line (ranger-attack …): the unit's stat now and after the next level, research applied. */
function unitStatPreview(id: string, buildings: Record<string, number>, research: Record<string, number>) {
  const [unit, stat] = id.split('-') as [UnitId, string];
  if (!(UNIT_IDS as readonly string[]).includes(unit) || !['attack', 'defense', 'health'].includes(stat)) return null;
  const key = stat as 'attack' | 'defense' | 'health';
  const now = baseStats(buildings, research).units[unit][key];
  const next = baseStats(buildings, { ...research, [id]: (research[id] ?? 0) + 1 }).units[unit][key];
  return { stat: key === 'defense' ? 'defenseStat' : key, now, next };
}

const effectText = (r: ResearchDef, level: number) =>
  r.perLevel < 1 ? `+${Math.round(r.perLevel * level * 100)}%` : `+${r.perLevel * level}`;

export default function ResearchPage() {
  const { t } = useTranslation();
  const { type } = useParams({ strict: false }) as { type: string };
  const category = (RESEARCH_CATEGORIES as readonly string[]).includes(type) ? type : 'development';
  const q = useBase();
  const setBase = useSetBase();
  const now = useServerNow(q.data?.skewMs ?? 0);
  const command = useCommand();
  if (!q.data) return <p className="page">{t('loading')}</p>;
  const base = q.data;
  const state = stateAt(base, now);
  const queue = base.queue.map((i) => ({ kind: i.kind, target: i.target, level: i.level }));

  async function start(id: string) {
    const r = await command.run(
      graphql(`mutation R($r: String!) { startResearch(researchId: $r) { ...BaseFields } }`, [BASE_FIELDS]),
      { r: id },
      id,
    );
    if (!r) return;
    setBase(r.startResearch);
    notify('success', t('base.started', { name: t(`researchNames.${id}`) }));
  }

  async function buyQueue() {
    const r = await command.run(
      graphql(`mutation Q { buyExtraQueue(kind: "research") { ...BaseFields } }`, [BASE_FIELDS]),
      {},
      'queue',
    );
    if (!r) return;
    setBase(r.buyExtraQueue);
    notify('success', t('base.queueBought'));
  }

  return (
    <section className="page">
      <div className="row spread-tight">
        <h1>{t('game.research')}</h1>
        {base.extraQueues.research < MAX_EXTRA_QUEUES && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={command.pendingKey === 'queue'}
            onClick={() => void buyQueue()}
          >
            {t('base.buyResearchQueue', { price: extraQueuePrice(base.extraQueues.research) })}
          </button>
        )}
      </div>
      <PlanPanel skewMs={base.skewMs} />
      <nav className="tabs" aria-label={t('game.research')}>
        {RESEARCH_CATEGORIES.map((c) => (
          <Link
            key={c}
            to="/research/$type"
            params={{ type: c }}
            className={c === category ? 'active' : ''}
            aria-current={c === category ? 'page' : undefined}
          >
            {t(`researchCategories.${c}`)}
          </Link>
        ))}
      </nav>
      <ul className="buildings">
        {RESEARCH.filter((r) => r.category === category).map((r) => {
          const level = base.research[r.id] ?? 0;
          const check = checkResearch(state, queue, r.id, base.speed);
          const cost = level < r.maxLevel ? researchCost(r.id, level + 1) : null;
          const missing = !check.ok && check.reason === 'NOT_ENOUGH_RESOURCES' ? check.missing : null;
          const duration = check.ok || check.reason === 'NOT_ENOUGH_RESOURCES' ? check.durationMs : null;
          return (
            <li key={r.id} className="panel building" data-research={r.id}>
              <div className="row spread-tight">
                <h3>{t(`researchNames.${r.id}`)}</h3>
                <span className="badge num">
                  {level}/{r.maxLevel}
                </span>
              </div>
              <p className="effect">
                {t('research.effect', { now: effectText(r, level), next: effectText(r, level + 1) })}
              </p>
              {(() => {
                const p = unitStatPreview(r.id, base.buildings, base.research);
                return (
                  p && (
                    <p className="hint num" data-testid="stat-preview">
                      {t('research.stat', { stat: t(`base.stats.${p.stat}`), now: p.now, next: p.next })}
                    </p>
                  )
                );
              })()}
              {cost && (
                <ul className="cost">
                  {(['food', 'steel', 'energy', 'astromite', 'quantarite'] as const)
                    .filter((k) => cost[k] > 0)
                    .map((k) => (
                      <li key={k} className={missing && missing[k] > 0 ? 'short' : ''}>
                        <ResourceIcon kind={k} /> <span className="num">{cost[k]}</span>{' '}
                        <span className="sr-only">{t(`resources.${k}`)}</span>
                      </li>
                    ))}
                  {duration !== null && (
                    <li className="num">
                      <Clock size={14} aria-hidden="true" /> {formatDuration(duration)}
                    </li>
                  )}
                </ul>
              )}
              <button
                type="button"
                className="btn btn-accent"
                disabled={!check.ok || command.pendingKey === r.id}
                onClick={() => void start(r.id)}
              >
                {t('research.start', { level: level + 1 })}
              </button>
              {level < r.maxLevel && <PlanButton kind="research" target={r.id} label={t(`researchNames.${r.id}`)} />}
              {!check.ok && <p className="why">{reasonText(t, check)}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
