import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { isUuid } from '../../lib/ids.ts';
import { GrantReward } from './grant-reward.tsx';
import { AccountModeration, CommanderCorrections } from './player-moderation.tsx';
import { PlayerBase } from './player-base.tsx';
import { PlayerLedger } from './player-ledger.tsx';

/** /control/player/{userProfileId}: one profile and its account, as the admin sees them. */
export default function PlayerPage() {
  const { t, i18n } = useTranslation();
  const { userProfileId } = useParams({ strict: false }) as { userProfileId: string };
  // an address without a profile id names no profile: nothing to ask the server
  const wellFormed = isUuid(userProfileId);
  const q = useQuery({
    enabled: wellFormed,
    queryKey: ['admin-player', userProfileId],
    queryFn: () =>
      gql(
        graphql(
          'query Player($id: ID!) { adminPlayer(userProfileId: $id) { profile { username avatar createdAt world { name } base { x y } } account { id username email status isBot suspendedUntil banned suspensionReason } } }',
        ),
        { id: userProfileId },
      ),
  });
  const p = q.data?.adminPlayer;
  return (
    <section className="page control">
      <Link to="/control">← {t('control.title')}</Link>
      {(q.isError || !wellFormed) && <p className="error-box">{t('control.playerMissing')}</p>}
      {p && (
        <div className="grid-2">
          <div className="panel profile-summary" data-testid="player-summary">
            <Avatar id={p.profile.avatar} size={64} />
            <dl>
              <dt>{t('profile.username')}</dt>
              <dd>
                {p.profile.username}
                {p.account?.isBot && (
                  <span className="badge bot" data-testid="bot-badge" title={t('control.botTitle')}>
                    {t('control.bot')}
                  </span>
                )}
              </dd>
              <dt>{t('profile.createdAt')}</dt>
              <dd>{new Date(p.profile.createdAt).toLocaleString(i18n.resolvedLanguage)}</dd>
              <dt>{t('profile.world')}</dt>
              <dd>{p.profile.world?.name}</dd>
              <dt>{t('profile.base')}</dt>
              <dd className="num">{p.profile.base ? `${p.profile.base.x}:${p.profile.base.y}` : '—'}</dd>
            </dl>
          </div>
          {p.account && (
            <div className="panel">
              <h2>{t('control.account')}</h2>
              <dl>
                <dt>{t('control.username')}</dt>
                <dd>{p.account.username}</dd>
                <dt>{t('control.email')}</dt>
                <dd>{p.account.email}</dd>
                <dt>{t('control.status')}</dt>
                <dd>{t(`control.statuses.${p.account.status}`)}</dd>
              </dl>
            </div>
          )}
          {p.account && <AccountModeration profileId={userProfileId} account={p.account} />}
          <CommanderCorrections profileId={userProfileId} />
          {p.profile.base && <PlayerBase profileId={userProfileId} />}
          <GrantReward profileId={userProfileId} />
          {p.profile.base && <PlayerLedger profileId={userProfileId} />}
        </div>
      )}
    </section>
  );
}
