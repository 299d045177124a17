/** /control/player/{id}: the commander's evidence ledger, as support reads it. */
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { LedgerView } from '../../components/ledger-view.tsx';

const OF = graphql(`query PlayerLedger($p: ID!, $k: [String!], $f: DateTime, $t: DateTime, $c: String, $l: Int) {
  adminLedger(userProfileId: $p, kinds: $k, from: $f, to: $t, cursor: $c, limit: $l) {
    entries { id at kind cause resources { kind amount } units { type count } } kinds next } }`);

export function PlayerLedger({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  return (
    <div className="panel wide" data-testid="player-ledger">
      <h2>{t('ops.ledger.title')}</h2>
      <LedgerView
        name={['admin-ledger', profileId]}
        load={async (f) => {
          const r = await gql(OF, { p: profileId, ...f });
          return { ...r.adminLedger, entries: r.adminLedger.entries.map((e) => ({ ...e, at: String(e.at) })) };
        }}
      />
    </div>
  );
}
