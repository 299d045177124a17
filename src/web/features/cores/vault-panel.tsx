/** The Ephoran Vault ranking, always at hand in the menu: the ten deepest runs of my world, and mine. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VaultArt } from '../../components/art/vault-art.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { serverText } from '../../lib/toast.tsx';
import { useGameKey } from '../../lib/query-keys.ts';

export function VaultPanel() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(['vault-ranking']),
    refetchInterval: 60_000,
    queryFn: async () =>
      (
        await gql(
          graphql('query Vault { vaultRanking { top { place commander stages mine } myPlace myBest active } }'),
          {},
          { quiet: true },
        )
      ).vaultRanking,
  });
  if (q.isError) return <p className="why">{serverText('Failed to load Ephoran Vault Ranking')}</p>;
  if (!q.data) return <p className="hint">{t('loading')}</p>;
  const r = q.data;
  return (
    <div className="vault-panel" data-testid="vault-ranking">
      <VaultArt />
      {r.top.length === 0 ? (
        <p className="hint">{t('vault.nobody')}</p>
      ) : (
        <ol className="vault-top">
          {r.top.map((p) => (
            <li key={p.place} className={p.mine ? 'mine' : undefined}>
              <span>{p.commander}</span> <span className="num">{t('vault.stages', { count: p.stages })}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="hint num">
        {r.myPlace
          ? t('vault.mine', { place: r.myPlace, count: r.myBest })
          : r.active
            ? t('vault.underWay')
            : t('vault.none')}
      </p>
      <Link to="/galaxy" className="hint">
        {t('vault.howTo')}
      </Link>
    </div>
  );
}
