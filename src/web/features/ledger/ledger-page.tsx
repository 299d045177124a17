/** /base/ledger: what moved in the commander's base, when and why. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { LedgerView } from '../../components/ledger-view.tsx';

const MINE = graphql(`query MyLedger($k: [String!], $f: DateTime, $t: DateTime, $c: String, $l: Int) {
  ledger(kinds: $k, from: $f, to: $t, cursor: $c, limit: $l) {
    entries { id at kind cause resources { kind amount } units { type count } } kinds next } }`);

export default function LedgerPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <Link to="/base">← {t('base.title')}</Link>
      <h1>{t('ops.ledger.title')}</h1>
      <p className="hint">{t('ops.ledger.intro')}</p>
      <LedgerView
        name={['ledger']}
        load={async (f) => {
          const r = await gql(MINE, f);
          return { ...r.ledger, entries: r.ledger.entries.map((e) => ({ ...e, at: String(e.at) })) };
        }}
      />
    </section>
  );
}
