/** The other commanders a report names (attacker, defender, sender, receiver …), each a link to their page. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommanderLink } from '../../components/commander-link.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

/** Names found where reports keep them: attacker, from, to, owner, target.owner, leader, members[].name. */
export function namesIn(data: unknown): string[] {
  const out = new Set<string>();
  const take = (v: unknown) => {
    if (typeof v === 'string' && /^[a-zA-Z0-9]{3,30}$/.test(v)) out.add(v);
  };
  const d = (data ?? {}) as Record<string, unknown>;
  for (const k of ['attacker', 'defender', 'from', 'to', 'owner', 'leader', 'scout']) take(d[k]);
  take((d.target as Record<string, unknown> | undefined)?.owner);
  if (Array.isArray(d.members)) for (const m of d.members) take((m as { name?: unknown })?.name);
  return [...out];
}

export function ReportCommanders({ data }: { data: unknown }) {
  const { t } = useTranslation();
  const me = useQuery({
    queryKey: useGameKey(['my-commander-name']),
    queryFn: async () => (await gql(graphql('query MyName { profile { username } }'))).profile.username,
    staleTime: 60_000,
  });
  const names = namesIn(data).filter((n) => me.data && n.toLowerCase() !== me.data.toLowerCase());
  if (names.length === 0) return null;
  return (
    <p className="hint report-commanders">
      {t('people.tabs.commander')}:{' '}
      {names.map((n, i) => (
        <span key={n}>
          {i > 0 && ', '}
          <CommanderLink name={n} />
        </span>
      ))}
    </p>
  );
}
