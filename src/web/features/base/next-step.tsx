/**
 * The guided path on the base page (decision 030): one thing to do next, with a button
 * that does it or goes there, or what it waits for with its countdown. src/game/first-hour.ts decides.
 */
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  type BuildingId,
  baseStats,
  fleetReach,
  GUIDE_REACH,
  type GuideStep,
  guideStep,
  idleUpgrade,
  resourcesAt,
  slotsInUse,
  type UnitCounts,
  type UnitId,
  yardOf,
} from '../../../game/index.ts';
import { useReachMap } from './reach-map.ts';
import { LiveText } from '../../components/live.tsx';
import { type BaseData, stateAt } from '../../lib/base-data.ts';
import { useMarches } from '../../lib/marches-data.ts';
import { useRecallMarch } from '../../lib/recall-march.ts';
import { TASK_STEPS } from '../../lib/task-steps.ts';
import { useClaimTask, useTasks } from '../../lib/tasks-data.ts';
import { useTick } from '../../lib/clock.ts';
import { countRender } from '../../lib/render-probe.ts';

interface Props {
  base: BaseData;
  busy: boolean;
  onBuild: (id: BuildingId) => void;
  onTrain: (unit: UnitId, count: number) => void;
}

export function NextStep({ base, busy, onBuild, onTrain }: Props) {
  countRender('NextStep');
  const { t } = useTranslation();
  const tasks = useTasks().data;
  const marches = useMarches().data;
  const { claim, busy: claiming } = useClaimTask();
  const recall = useRecallMarch();
  const piratesDestroyed = tasks?.find((x) => x.id === 'destroy-pirates')?.progress ?? 0;
  // after the guided hour: what the map around the base offers the fleet (the window the map opens
  // with), previewed with the send dialog's engine
  const map = useReachMap(base.x, base.y, GUIDE_REACH, piratesDestroyed > 0).data;
  // the whole fleet: at home, in training, and out on marches (it comes home)
  const fleet: UnitCounts = { ...base.units };
  for (const q of base.queue)
    if (q.kind === 'training') fleet[q.target as UnitId] = (fleet[q.target as UnitId] ?? 0) + q.level;
  for (const m of marches ?? [])
    for (const u of m.units) fleet[u.type as UnitId] = (fleet[u.type as UnitId] ?? 0) + u.count;
  const fleetKey = JSON.stringify(fleet);
  const statsKey = JSON.stringify(
    baseStats(base.buildings, base.research, {}, base.speed, activeBoosts(base.boosts, Date.now() + base.skewMs)).units,
  );
  const reach = useMemo(
    () => (map ? fleetReach({ x: base.x, y: base.y }, map, JSON.parse(fleetKey), JSON.parse(statsKey)) : undefined),
    [map, base.x, base.y, fleetKey, statsKey],
  );
  // the soonest step depends on the stores, which grow every second: worked out on the shared tick,
  // this panel renders again only when the step itself changes
  const guide = useTick(
    base.skewMs,
    (now) => {
      if (!tasks || !marches) return null;
      const queue = base.queue.map((i) => ({ kind: i.kind, target: i.target, level: i.level }));
      return guideStep({
        buildings: base.buildings,
        units: base.units,
        queue,
        tasks,
        piratesDestroyed,
        marchesOut: slotsInUse(marches),
        resources: resourcesAt(base.snapshot, now),
        ratePerHour: base.snapshot.ratePerHour,
        // after the guided hour, an idle building queue the stores pay for (the same rule as the simulation)
        idle: idleUpgrade(stateAt(base, now), queue, base.speed),
        reach,
        // a fleet on its way to an asteroid or mining it (it can be called home to hunt)
        gathering:
          marches.find((m) => m.kind === 'gather' && (m.status === 'marching' || m.status === 'gathering'))?.id ?? null,
      });
    },
    (x, y) => JSON.stringify(x) === JSON.stringify(y),
  );
  if (!tasks || !marches || !guide) return null;
  const { step, waiting } = guide;
  if (step.kind === 'tasks' && !step.taskId) return null;

  const taskName = (id: string) => t(`tasks.names.${id}`, { goal: tasks.find((x) => x.id === id)?.goal });
  // what the step waits for: the queue item that ends last among those it needs
  const until = waitingUntil(step, base);
  return (
    <section
      className="panel next-step"
      aria-labelledby="next-step-title"
      data-testid="next-step"
      data-step={step.kind}
      // after the first pirate: whether the map around the base is in (until then the step does not know what is in reach)
      data-reach={piratesDestroyed > 0 ? (reach ? 'known' : 'pending') : undefined}
    >
      <h2 id="next-step-title" className="eyebrow">
        {t('guide.title')}
      </h2>
      <div className="row spread-tight">
        <p className="next-step-what">
          {stepText(step, waiting, base, t, taskName)}
          {waiting && until !== null && (
            <span className="hint num">
              {' · '}
              <LiveText to={until} skewMs={base.skewMs} render={(time) => t('guide.readyIn', { time })} />
            </span>
          )}
        </p>
        {!waiting && action(step)}
      </div>
      {step.kind === 'train' && !waiting && (
        <p className="hint">{t(piratesDestroyed > 0 ? 'guide.strongerWhy' : 'guide.trainWhy')}</p>
      )}
      {step.kind === 'tasks' && step.taskId === 'mine-astromite' && reach && !reach.beatablePirate && (
        <p className="hint">{t('guide.mineWhy')}</p>
      )}
      {step.kind === 'build' && step.level > 1 && <p className="hint">{t('guide.idleWhy')}</p>}
      {step.kind === 'recall' && <p className="hint">{t('guide.recallWhy')}</p>}
    </section>
  );

  function action(s: GuideStep) {
    switch (s.kind) {
      case 'claim':
        return (
          <button
            type="button"
            className="btn btn-accent btn-small"
            disabled={claiming !== null}
            aria-busy={claiming !== null}
            onClick={() => void claim(s.taskId)}
          >
            {t('tasks.claim')}
          </button>
        );
      case 'build':
        return (
          <button
            type="button"
            className="btn btn-accent btn-small"
            disabled={busy}
            aria-busy={busy}
            onClick={() => onBuild(s.building)}
          >
            {t(s.level > 1 ? 'guide.doUpgrade' : 'guide.doBuild')}
          </button>
        );
      case 'train':
        return (
          <button type="button" className="btn btn-accent btn-small" onClick={() => onTrain(s.unit, s.count)}>
            {t('guide.doTrain')}
          </button>
        );
      case 'recall':
        return (
          <button
            type="button"
            className="btn btn-accent btn-small"
            onClick={() => void recall({ id: s.marchId, kind: 'gather' })}
          >
            {t('guide.doRecall')}
          </button>
        );
      case 'attack-pirate':
        return (
          <Link className="btn btn-accent btn-small" to="/galaxy" search={{ target: 'first-pirate' }}>
            {t('guide.doAttack')}
          </Link>
        );
      case 'tasks': {
        const where = s.taskId ? TASK_STEPS[s.taskId] : undefined;
        return where ? (
          <Link className="btn btn-ghost btn-small" to={where.to} params={where.params} hash={where.hash}>
            {t('tasks.go')}
          </Link>
        ) : null;
      }
    }
  }
}

type T = ReturnType<typeof useTranslation>['t'];

function stepText(step: GuideStep, waiting: boolean, base: BaseData, t: T, taskName: (id: string) => string): string {
  switch (step.kind) {
    case 'claim':
      return t('guide.claim', { task: taskName(step.taskId) });
    case 'build': {
      const building = t(`buildings.${step.building}.name`);
      if (waiting && base.queue.some((q) => q.kind === 'building' && q.target === step.building))
        return t('guide.building', { building });
      return step.level > 1 ? t('guide.upgrade', { building, level: step.level }) : t('guide.build', { building });
    }
    case 'train':
      return waiting
        ? t('guide.training', { unit: t(`units.${step.unit}`) })
        : t('guide.train', { count: step.count, unit: t(`units.${step.unit}`) });
    case 'attack-pirate':
      if (!waiting) return t('guide.attack');
      return base.queue.some((q) => q.kind === 'training') ? t('guide.fleetTraining') : t('guide.fleetOut');
    case 'recall':
      return t('guide.recall');
    case 'tasks':
      return t('guide.task', { task: step.taskId ? taskName(step.taskId) : '' });
  }
}

/** When what the step waits for in the base's queue is done (null: nothing of it in the queue). */
function waitingUntil(step: GuideStep, base: BaseData): number | null {
  const ends = (pick: (q: BaseData['queue'][number]) => boolean) => {
    const due = base.queue.filter(pick).map((q) => q.dueAt);
    return due.length > 0 ? Math.max(...due) : null;
  };
  switch (step.kind) {
    case 'build':
      // the building itself, or (for the shipyard) the barracks it needs
      return ends((q) => q.kind === 'building' && (q.target === step.building || q.target === 'barracks'));
    case 'train':
      return ends(
        (q) =>
          (q.kind === 'training' && q.target === step.unit) ||
          (q.kind === 'building' && q.target === yardOf(step.unit)),
      );
    case 'attack-pirate':
      return ends((q) => q.kind === 'training' && fleetUnit(q.target));
    default:
      return null;
  }
}

const fleetUnit = (id: string) => id === 'ranger' || id === 'interceptor';
