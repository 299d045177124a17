/**
 * A late joiner's catch-up bonus on /base, said openly (decision 069): how much more the base
 * produces now and in how many days it is gone. It comes from the base's own boosts (the server's
 * production reads the same), and disappears with them at the first attack on a commander.
 */
import { useTranslation } from 'react-i18next';
import { catchUpInForce, type TimedBoost } from '../../../game/index.ts';
import { sameJson, useTick } from '../../lib/clock.ts';

export function CatchUpLine({ boosts, skewMs }: { boosts: TimedBoost[]; skewMs: number }) {
  const { t } = useTranslation();
  const c = useTick(
    skewMs,
    (now) => {
      const f = catchUpInForce(boosts, now);
      return f && { percent: Math.round(f.bonus * 100), days: Math.ceil((f.endsAt - now) / 86_400_000) };
    },
    sameJson,
  );
  if (!c) return null;
  return (
    <p className="badge ok catch-up" data-testid="catch-up" title={t('season.catchUpHint')}>
      {t('season.catchUp', c)}
    </p>
  );
}
