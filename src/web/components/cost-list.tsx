/** What something costs, each resource with its mark (what is missing in red), and how long it takes. */
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RESOURCES, type Resources } from '../../game/index.ts';
import { formatDuration } from './countdown.tsx';
import { ResourceIcon } from './game-icons.tsx';

export function CostList({
  cost,
  missing,
  durationMs,
  label,
  timeTestId,
}: {
  cost: Resources;
  missing?: Resources | null;
  durationMs?: number | null;
  label: string;
  timeTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="cost" aria-label={label}>
      {RESOURCES.filter((r) => cost[r] > 0).map((r) => (
        <li key={r} className={missing && missing[r] > 0 ? 'short' : ''}>
          <ResourceIcon kind={r} /> <span className="num">{cost[r]}</span>{' '}
          <span className="sr-only">{t(`resources.${r}`)}</span>
        </li>
      ))}
      {durationMs !== null && durationMs !== undefined && (
        <li className="num" data-testid={timeTestId}>
          <Clock size={14} aria-hidden="true" /> {formatDuration(durationMs)}
        </li>
      )}
    </ul>
  );
}
