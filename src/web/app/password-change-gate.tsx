/**
 * Shown in place of every page while the server requires a new password (the seeded admin's
 * first sign-in with the published default): nothing else answers until it is changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { setPasswordChangeFlag } from '../lib/session.ts';
import { notify } from '../lib/toast.tsx';

export function PasswordChangeGate() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <section className="page narrow">
      <div className="panel">
        <h1>{t('password.requiredTitle')}</h1>
        <p>{t('password.requiredBody')}</p>
        <ChangePasswordForm
          submitLabel={t('password.save')}
          onChanged={async () => {
            notify('success', t('password.changed'));
            setPasswordChangeFlag(false);
            await qc.invalidateQueries();
          }}
        />
      </div>
    </section>
  );
}
