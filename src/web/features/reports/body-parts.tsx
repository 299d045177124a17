/** Pieces the report bodies share: amounts of resources with their icons, a fleet's units, what a report pays. */
import { useTranslation } from 'react-i18next';
import { RESOURCES, type ResourceKind, UNIT_IDS, type UnitCounts } from '../../../game/index.ts';
import { ResourceIcon, UnitIcon } from '../../components/game-icons.tsx';
import { itemName } from '../../lib/items-data.ts';

/** Resource amounts above 0, each with its icon; `testId` names the list for tests. */
export function Amounts({ amounts, testId }: { amounts: Record<string, number | undefined>; testId?: string }) {
  const { t } = useTranslation();
  const kinds = RESOURCES.filter((k) => (amounts[k] ?? 0) > 0);
  if (kinds.length === 0) return <p className="hint">—</p>;
  return (
    <ul className="cost" data-testid={testId}>
      {kinds.map((k) => (
        <li key={k}>
          <ResourceIcon kind={k as ResourceKind} /> <span className="num">{(amounts[k] ?? 0).toLocaleString()}</span>{' '}
          {t(`resources.${k}`)}
        </li>
      ))}
    </ul>
  );
}

/** A fleet's units, one per line with its icon. */
export function Units({ units, testId }: { units: UnitCounts | undefined; testId?: string }) {
  const { t } = useTranslation();
  const ids = UNIT_IDS.filter((id) => (units?.[id] ?? 0) > 0);
  if (ids.length === 0) return <p className="hint">{t('reportBody.noUnits')}</p>;
  return (
    <ul className="cost" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>
          <UnitIcon id={id} /> <span className="num">{units?.[id]}</span> {t(`units.${id}`)}
        </li>
      ))}
    </ul>
  );
}

export interface Payout {
  resources?: Record<string, number>;
  items?: Record<string, number>;
}

/** What a report pays when claimed, and whether it was (the list's Claim button claims it). */
export function Pays({ rewards, claimedAt }: { rewards: Payout | null; claimedAt: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!rewards) return null;
  const items = Object.entries(rewards.items ?? {}).filter(([, n]) => n > 0);
  return (
    <section className="panel" aria-labelledby="pays-title" data-testid="pays">
      <h2 id="pays-title" className="sub">
        {t('reportBody.pays')}
      </h2>
      <Amounts amounts={rewards.resources ?? {}} />
      {items.length > 0 && (
        <ul className="cost">
          {items.map(([type, n]) => (
            <li key={type}>
              <span className="num">{n}</span> × {itemName(t, type)}
            </li>
          ))}
        </ul>
      )}
      <p className="hint">
        {claimedAt
          ? t('reportBody.claimedOn', { when: new Date(claimedAt).toLocaleString(i18n.language) })
          : t('reportBody.toClaim')}
      </p>
    </section>
  );
}
