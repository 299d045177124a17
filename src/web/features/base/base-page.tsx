/** /base: every building of the base, what it gives, what the next level costs and why it cannot start now. */
import { useDeferredValue, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BaseSkyline } from '../../components/art/base-skyline.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import {
  activeBoosts,
  BUILDING_IDS,
  type BuildingId,
  baseStats,
  type UnitId,
  type Yard,
  yardOf,
  depotCapacity,
  extraQueuePrice,
  MAX_EXTRA_QUEUES,
  heroOfficers,
  heroRallyCapacity,
  PORTAL_OPEN_COST,
  portalEnergyCap,
  productionPerHour,
  protectedShare,
  radarReach,
  visionRadius,
} from '../../../game/index.ts';
import { BASE_FIELDS, useBase, useSetBase } from '../../lib/base-data.ts';
import { sameJson, useTick } from '../../lib/clock.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { BaseStatsPanel } from './base-stats.tsx';
import { BuildingCard } from './building-card.tsx';
import { HealDialog } from './heal-dialog.tsx';
import { NextStep } from './next-step.tsx';
import { ShieldStatus } from './shield-status.tsx';
import { TrainingDialog } from './training-dialog.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { useMarches } from '../../lib/marches-data.ts';
import { useTasks } from '../../lib/tasks-data.ts';
import { countRender } from '../../lib/render-probe.ts';
import { CatchUpLine } from './catch-up-line.tsx';
import { PlanButton, PlanPanel } from '../../components/plan-panel.tsx';
import { usePlan } from '../../lib/plan-data.ts';

export default function BasePage() {
  countRender('BasePage');
  const { t } = useTranslation();
  const q = useBase();
  // the next step needs the tasks and the fleets out, the plan panel its plan: the page shows once
  // they are in too, whole (a step or a panel popping in above the buildings would push them down: a
  // layout shift — the plan panel arriving late was most of /base's CLS)
  const tasks = useTasks();
  const marches = useMarches();
  const plan = usePlan();
  const setBase = useSetBase();
  const skewMs = q.data?.skewMs ?? 0;
  const allBoosts = q.data?.boosts;
  // the page re-renders when a boost ends (the stats change), not with every tick of the clock
  const boosts = useTick(skewMs, (now) => activeBoosts(allBoosts ?? [], now), sameJson);
  const command = useCommand();
  const [yard, setYard] = useState<{ yard: Yard; unit?: UnitId; count?: number } | null>(null);
  const [healing, setHealing] = useState(false);

  // the page's first render with its data is its heavy one (sixteen buildings, the stats): it runs
  // as a background render that React slices, not as one long task the moment the data is in
  const ready = useDeferredValue(!q.isPending && !tasks.isPending && !marches.isPending && !plan.isPending, false);

  if (!ready) return <p className="page">{t('loading')}</p>;
  if (!q.data) return <p className="page error-box">{t('retry')}</p>;
  const base = q.data;
  const stats = baseStats(base.buildings, base.research, base.units, base.speed, boosts);

  const effect = (id: BuildingId, level: number): string => {
    switch (id) {
      case 'hydroponic-farm':
      case 'steel-foundry':
      case 'energy-plant':
        return t('base.effects.production', { rate: productionPerHour(level) });
      case 'resource-depot':
        return t('base.effects.depot', { cap: depotCapacity(level), share: Math.round(protectedShare(level) * 100) });
      case 'command-center':
        return t('base.effects.command', { level, count: stats.marchSlots, rally: stats.rallyCapacity });
      case 'barracks':
      case 'shipyard':
        return t('base.effects.training', { count: stats.training[id].capacity });
      case 'recovery-bay':
        return t('base.effects.healing', { count: stats.healing.capacity });
      case 'alliance-embassy':
        return t('base.effects.embassy', { count: stats.reinforcementCapacity });
      case 'portal':
        return t('base.effects.portal', { cap: portalEnergyCap(level), cost: PORTAL_OPEN_COST });
      case 'galactic-observatory':
        return `${t('base.effects.observatory', { reach: radarReach(level) })} · ${t('mapvision.effect', { reach: visionRadius(level) })}`;
      case 'hero-quarters':
        return t('base.effects.heroes', {
          count: heroOfficers(level),
          slots: stats.marchSlots,
          rally: heroRallyCapacity(level),
        });
      default:
        return t('base.effects.level', { level });
    }
  };

  async function upgrade(id: BuildingId) {
    const r = await command.run(
      graphql(`mutation Up($b: String!) { startBuildingUpgrade(buildingId: $b) { ...BaseFields } }`, [BASE_FIELDS]),
      { b: id },
      id,
    );
    if (!r) return;
    setBase(r.startBuildingUpgrade);
    notify('success', t('base.started', { name: t(`buildings.${id}.name`) }));
  }

  async function buyQueue() {
    const r = await command.run(
      graphql(`mutation Q { buyExtraQueue(kind: "building") { ...BaseFields } }`, [BASE_FIELDS]),
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
        <h1>{t('base.title')}</h1>
        <p className="hint num">{t('base.position', { x: base.x, y: base.y })}</p>
        <Link to="/base/ledger" className="btn btn-ghost">
          {t('ops.ledger.open')}
        </Link>
      </div>
      <CatchUpLine boosts={base.boosts} skewMs={skewMs} />
      <NextStep
        base={base}
        busy={command.pending}
        onBuild={(id) => void upgrade(id)}
        onTrain={(unit, count) => setYard({ yard: yardOf(unit), unit, count })}
      />
      <PlanPanel skewMs={base.skewMs} />
      <ShieldStatus base={base} />
      <BaseSkyline levels={base.buildings} />
      {base.extraQueues.building < MAX_EXTRA_QUEUES && (
        // an offer, not a step: below the guide's next step, beside the buildings it would build more of at once
        <div className="row buy-queue">
          {/* credits are spent only after a clear yes */}
          <ConfirmButton
            className="btn btn-ghost btn-small"
            label={t('base.buyQueue', { price: extraQueuePrice(base.extraQueues.building) })}
            question={t('base.buyQueueQuestion', { price: extraQueuePrice(base.extraQueues.building) })}
            onConfirm={buyQueue}
          />
        </div>
      )}
      <ul className="buildings" id="buildings">
        {BUILDING_IDS.map((id) => (
          <BuildingCard
            key={id}
            id={id}
            level={base.buildings[id] ?? 0}
            base={base}
            busy={command.pendingKey === id}
            onUpgrade={() => void upgrade(id)}
            effect={effect(id, base.buildings[id] ?? 0)}
          >
            <PlanButton kind="building" target={id} label={t(`buildings.${id}.name`)} />
            {(id === 'barracks' || id === 'shipyard') && (base.buildings[id] ?? 0) > 0 && (
              <button type="button" className="btn btn-ghost" onClick={() => setYard({ yard: id })}>
                {t('training.open')}
              </button>
            )}
            {id === 'recovery-bay' && (base.buildings[id] ?? 0) > 0 && (
              <button type="button" className="btn btn-ghost" onClick={() => setHealing(true)}>
                {t('healing.open', { count: Object.values(base.injured).reduce<number>((a, n) => a + (n ?? 0), 0) })}
              </button>
            )}
          </BuildingCard>
        ))}
      </ul>
      {healing && <HealDialog base={base} onClose={() => setHealing(false)} />}
      {yard && (
        <TrainingDialog
          yard={yard.yard}
          initialUnit={yard.unit}
          initialCount={yard.count}
          base={base}
          stats={stats}
          onClose={() => setYard(null)}
        />
      )}
      <BaseStatsPanel
        stats={stats}
        units={base.units}
        injured={base.injured}
        boosts={base.boosts}
        skewMs={base.skewMs}
      />
    </section>
  );
}
