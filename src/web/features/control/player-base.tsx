/** A player's base as an admin sees it in /control/player/{id}: resources now, levels, queues, units. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESOURCES, resourcesAt } from '../../../game/index.ts';
import { BASE_FIELDS, fromWire } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

export function PlayerBase({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-base', profileId],
    queryFn: async () =>
      fromWire(
        (
          await gql(
            graphql(`query AdminBase($id: ID!) { adminBase(userProfileId: $id) { ...BaseFields } }`, [BASE_FIELDS]),
            { id: profileId },
          )
        ).adminBase,
        Date.now(),
      ),
  });
  if (!q.data) return null;
  const b = q.data;
  const amounts = resourcesAt(b.snapshot, Date.now() + b.skewMs);
  const levels = (r: Record<string, number>, names: string) =>
    Object.entries(r)
      .filter(([, l]) => l > 0)
      .map(([id, l]) => `${t(`${names}.${id}${names === 'buildings' ? '.name' : ''}`)} ${l}`)
      .join(' · ') || t('control.base.none');
  const units =
    Object.entries(b.units)
      .map(([id, n]) => `${t(`units.${id}`)} ${n}`)
      .join(' · ') || t('control.base.none');
  return (
    <div className="panel" data-testid="admin-base">
      <h2>{t('control.base.title')}</h2>
      <dl>
        <dt>{t('control.base.resources')}</dt>
        <dd className="num">
          {RESOURCES.map(
            (r) => `${t(`resources.${r}`)} ${amounts[r]} (${t('game.perHour', { rate: b.snapshot.ratePerHour[r] })})`,
          ).join(' · ')}
        </dd>
        <dt>{t('control.base.buildings')}</dt>
        <dd>{levels(b.buildings, 'buildings')}</dd>
        <dt>{t('control.base.research')}</dt>
        <dd>{levels(b.research, 'researchNames')}</dd>
        <dt>{t('control.base.queue')}</dt>
        <dd>
          {b.queue.length === 0
            ? t('control.base.none')
            : b.queue.map((i) => (
                <div key={i.id}>
                  {i.kind === 'building'
                    ? `${t(`buildings.${i.target}.name`)} → ${i.level}`
                    : i.kind === 'training' || i.kind === 'healing'
                      ? t(`units.${i.target}`)
                      : `${t(`researchNames.${i.target}`)} → ${i.level}`}
                  , {t('control.base.due', { at: new Date(i.dueAt).toLocaleString(i18n.resolvedLanguage) })}
                </div>
              ))}
        </dd>
        <dt>{t('control.base.units')}</dt>
        <dd>{units}</dd>
      </dl>
    </div>
  );
}
