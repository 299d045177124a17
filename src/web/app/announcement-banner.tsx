/**
 * The world's announcement on top of every game screen, live: an admin's new text shows
 * at once on every open tab; a commander puts it away (remembered per announcement, so a new one
 * shows again).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { subscribeAnnouncements } from '../lib/push.ts';
import { gameKey, useGameKey } from '../lib/query-keys.ts';
import { useSession } from '../lib/session.ts';
import SeasonCountdown from './season-countdown.tsx';
import WorldClockLine from './world-clock.tsx';

const KEY = ['announcement'];
const DISMISSED = 'announcement-dismissed';

export default function AnnouncementBanner() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const q = useQuery({
    queryKey: useGameKey(KEY),
    queryFn: async () => (await gql(graphql('query Announcement { announcement { text at } }'))).announcement,
    staleTime: 60_000,
  });
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED));
  useEffect(() => subscribeAnnouncements((a) => qc.setQueryData(gameKey(profileId, KEY), a)), [qc, profileId]);
  const a = q.data;
  // the season's countdown and the world's clock ride in this chunk (decision 069): a commander's, never a guest's
  if (!a?.text || (a.at !== null && dismissed === String(a.at)))
    return (
      <>
        <SeasonCountdown />
        <WorldClockLine />
      </>
    );
  return (
    <>
      <SeasonCountdown />
      <WorldClockLine />
      <aside className="announcement" aria-label={t('announcement.label')} data-testid="announcement">
        <p>
          <strong>{t('announcement.label')}</strong>
          {a.text}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            localStorage.setItem(DISMISSED, String(a.at));
            setDismissed(String(a.at));
          }}
        >
          {t('announcement.dismiss')}
        </button>
      </aside>
    </>
  );
}
