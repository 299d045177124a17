/** The planetary shield on the base: how long it is up (and taking it down), or when a new one may go up. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkShield, isShielded } from '../../../game/index.ts';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { BASE_FIELDS, type BaseData, useSetBase } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

export function ShieldStatus({ base, now }: { base: BaseData; now: number }) {
  const { t } = useTranslation();
  const setBase = useSetBase();
  const check = checkShield(base, now);
  if (isShielded(base, now)) {
    const drop = async () => {
      try {
        const r = await gql(graphql(`mutation Drop { disableProtection { ...BaseFields } }`, [BASE_FIELDS]));
        setBase(r.disableProtection);
      } catch {
        // shown by the client
      }
    };
    return (
      <p className="shield-status shield-up" data-testid="shield">
        <span className="num">{t('shield.up', { left: formatDuration((base.shieldUntil ?? now) - now) })}</span>
        <ConfirmButton
          label={t('shield.disable')}
          question={t('shield.confirm')}
          onConfirm={drop}
          className="btn btn-ghost btn-small"
        />
      </p>
    );
  }
  return (
    <p className="shield-status hint" data-testid="shield">
      {!check.ok && check.until ? t('shield.rearming', { left: formatDuration(check.until - now) }) : t('shield.down')}{' '}
      <Link to="/shop">{t('shield.shop')}</Link>
    </p>
  );
}
