/** One building: level, what it gives, the next level's cost (missing in red), time, and one button that says why not. */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUILDINGS,
  type BuildingId,
  buildingCost,
  checkUpgrade,
  RESOURCES,
  type Resources,
  type StartCheck,
} from '../../../game/index.ts';
import { BuildingArt } from '../../components/art/building-art.tsx';
import { CostList } from '../../components/cost-list.tsx';
import { BuildingIcon } from '../../components/game-icons.tsx';
import { type BaseData, stateAt } from '../../lib/base-data.ts';
import { PHONE, useMedia } from '../../lib/media.ts';
import { sameJson, useTick } from '../../lib/clock.ts';
import { reasonText } from '../../lib/start-reasons.ts';

/**
 * Whether the next level can start now, as the card shows it: what is short (not by how much, which
 * changes every second) and why not. It changes when the stores pass a cost, so the card re-renders
 * then, and the page never.
 */
function useUpgradeCheck(base: BaseData, id: BuildingId): StartCheck {
  return useTick(
    base.skewMs,
    (now) => {
      const queue = base.queue.map((i) => ({ kind: i.kind, target: i.target, level: i.level }));
      const check = checkUpgrade(stateAt(base, now), queue, id, base.speed);
      if (check.ok || check.reason !== 'NOT_ENOUGH_RESOURCES') return check;
      const short = Object.fromEntries(RESOURCES.map((r) => [r, check.missing[r] > 0 ? 1 : 0])) as Resources;
      return { ...check, missing: short };
    },
    sameJson,
  );
}

export function BuildingCard({
  id,
  level,
  base,
  busy,
  onUpgrade,
  effect,
  children,
}: {
  id: BuildingId;
  level: number;
  base: BaseData;
  busy: boolean;
  onUpgrade: () => void;
  effect: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const check = useUpgradeCheck(base, id);
  const max = BUILDINGS[id].maxLevel;
  const atMax = level >= max;
  const cost = atMax ? null : buildingCost(id, level + 1);
  const missing = !check.ok && check.reason === 'NOT_ENOUGH_RESOURCES' ? check.missing : null;
  const duration = check.ok || check.reason === 'NOT_ENOUGH_RESOURCES' ? check.durationMs : null;
  const why = check.ok ? null : reasonText(t, check);
  // on a phone the sixteen cards fold into a grid of names: a tap (or Enter) opens one
  const compact = useMedia(PHONE);
  const [open, setOpen] = useState(false);
  // the toggle is a new button once it opens or folds: the focus moves to it (a keyboard user stays on the card)
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) toggle.current?.focus();
  }, [open]);
  const flip = (to: boolean) => {
    toggled.current = true;
    setOpen(to);
  };
  const title = (
    <>
      <span className="with-icon building-name">
        <BuildingIcon id={id} />
        {t(`buildings.${id}.name`)}
      </span>
      <span className="badge num">
        <span aria-hidden="true">
          {level}/{max}
        </span>
        <span className="sr-only">{t('base.level', { level, max })}</span>
      </span>
    </>
  );
  if (compact && !open) {
    return (
      <li className={check.ok ? 'panel building folded can-start' : 'panel building folded'} data-building={id}>
        <button type="button" className="building-toggle" aria-expanded={false} ref={toggle} onClick={() => flip(true)}>
          {title}
          <span className="building-state">{check.ok ? t('base.canStart') : why}</span>
        </button>
      </li>
    );
  }
  return (
    <li className={compact ? 'panel building unfolded' : 'panel building'} data-building={id}>
      <BuildingArt id={id} level={level} />
      {compact ? (
        <h3>
          <button
            type="button"
            className="building-toggle"
            aria-expanded={true}
            ref={toggle}
            onClick={() => flip(false)}
          >
            {title}
          </button>
        </h3>
      ) : (
        <div className="row spread-tight">
          <h3 className="with-icon">
            <BuildingIcon id={id} />
            {t(`buildings.${id}.name`)}
          </h3>
          <span className="badge num">
            <span aria-hidden="true">
              {level}/{max}
            </span>
            <span className="sr-only">{t('base.level', { level, max })}</span>
          </span>
        </div>
      )}
      <p className="hint">{t(`buildings.${id}.about`)}</p>
      <p className="effect">{effect}</p>
      {cost && <CostList cost={cost} missing={missing} durationMs={duration} label={t('base.nextCost')} />}
      <button
        type="button"
        className="btn btn-accent"
        disabled={!check.ok || busy}
        aria-busy={busy}
        onClick={onUpgrade}
        aria-describedby={why ? `why-${id}` : undefined}
      >
        {level === 0 ? t('base.build') : t('base.upgrade', { level: level + 1 })}
      </button>
      {why && (
        <p className="why" id={`why-${id}`}>
          {why}
        </p>
      )}
      {children}
    </li>
  );
}
