/**
 * The commander's world's clock (time dilation, decision 056) on top of every game screen: a line
 * while it runs slow, and, the moment it changes, every game query read again — each pending timer
 * of the world moved with the clock, so every countdown on screen shows the new time at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { subscribeWorldClock } from '../lib/push.ts';
import { gameKey, useGameKey } from '../lib/query-keys.ts';
import { useSession } from '../lib/session.ts';

const KEY = ['world-clock'];

export default function WorldClockLine() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const q = useQuery({
    queryKey: useGameKey(KEY),
    queryFn: async () => (await gql(graphql('query WorldClock { worldClock { dilation since } }'))).worldClock,
    staleTime: 60_000,
  });
  // back to normal during this visit: say so once
  const [recovered, setRecovered] = useState(false);
  useEffect(
    () =>
      subscribeWorldClock((c) => {
        const was = qc.getQueryData<{ dilation: number }>(gameKey(profileId, KEY));
        qc.setQueryData(gameKey(profileId, KEY), c);
        setRecovered(c.dilation >= 1 && !!was && was.dilation < 1);
        // every pending timer of the world moved: the screens read their due times again
        void qc.invalidateQueries({ predicate: (query) => query.queryKey[0] !== KEY[0] });
      }),
    [qc, profileId],
  );
  const c = q.data;
  if (c && c.dilation < 1)
    return (
      <p className="world-clock" role="status" data-testid="world-clock">
        {t('status.worldClock', { percent: Math.round(c.dilation * 100) })}
      </p>
    );
  if (recovered)
    return (
      <p className="world-clock" role="status" data-testid="world-clock">
        {t('status.worldClockNormal')}
      </p>
    );
  return null;
}
