/**
 * The season's countdown on every game screen (decision 069): one small line that says how long the
 * world has left and where it stands in its closing sequence — registration closed, the final week,
 * ended (with the way to its hall of fame). By the server's clock; nothing for a world without end.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { seasonPhase } from '../../game/index.ts';
import { formatDuration } from '../components/countdown.tsx';
import { useBase } from '../lib/base-data.ts';
import { useTick } from '../lib/clock.ts';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { useGameKey } from '../lib/query-keys.ts';

const SEASON = graphql(
  'query Season { profile { world { id season { lengthDays victoryKind holdDays afterDay startsAt endsAt } } } }',
);

export default function SeasonCountdown() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(['season']),
    queryFn: async () => (await gql(SEASON)).profile.world,
    staleTime: 10 * 60_000,
  });
  const skewMs = useBase().data?.skewMs ?? 0;
  const s = q.data?.season;
  const line = useTick(
    skewMs,
    (now) => {
      if (!s) return null;
      const phase = seasonPhase(s.startsAt, s.lengthDays, now);
      // the last day counts in hours and minutes; before that, days and hours are enough
      const left = s.endsAt - now;
      const time = left < 86_400_000 ? formatDuration(left) : formatDuration(left).replace(/:\d\d:\d\d$/, 'h');
      return { phase, time };
    },
    (a, b) => a?.phase === b?.phase && a?.time === b?.time,
  );
  if (!s || !line || !q.data) return null;
  const text = {
    open: t('season.countdown.open', { time: line.time }),
    'registration-closed': t('season.countdown.registrationClosed', { time: line.time }),
    'final-week': t('season.countdown.finalWeek', { time: line.time }),
    ended: t('season.countdown.ended'),
  }[line.phase];
  return (
    <p
      className={`season-countdown${line.phase === 'final-week' ? ' final' : ''}${line.phase === 'ended' ? ' ended' : ''}`}
      data-testid="season-countdown"
      title={
        s.afterDay > 0
          ? t('season.countdown.afterDay', {
              victory: t(`season.countdown.victory.${s.victoryKind as 'vault-ranking'}`, { count: s.holdDays }),
              day: s.afterDay,
            })
          : t(`season.countdown.victory.${s.victoryKind as 'vault-ranking'}`, { count: s.holdDays })
      }
    >
      <strong>{t('season.countdown.label')}</strong> <span className="num">{text}</span>
      {line.phase === 'ended' && (
        <>
          {' '}
          <Link to="/hall-of-fame/$worldId" params={{ worldId: q.data.id }}>
            {t('season.countdown.hall')}
          </Link>
        </>
      )}
    </p>
  );
}
