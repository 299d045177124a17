/** /base: the player's base (the living base with buildings lands with issue 3). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { gql } from '../../lib/graphql.ts';

export default function BasePage() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['profile'],
    queryFn: () => gql<{ profile: { username: string; avatar: string; world: { name: string } | null; base: { x: number; y: number } | null } }>('query Profile { profile { id username avatar createdAt world { name } base { x y } } avatars }'),
  });
  const p = q.data?.profile;
  return (
    <section className="page">
      <h1>{t('base.title')}</h1>
      {p && (
        <div className="panel base-head">
          <Avatar id={p.avatar} size={56} />
          <div>
            <p className="big">{t('base.welcome', { name: p.username })}</p>
            {p.base && <p className="hint">{t('base.coords', { x: p.base.x, y: p.base.y, world: p.world?.name ?? '' })}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
