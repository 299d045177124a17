/**
 * Current password + new password (spec §5 password rules) + the new one again. The server checks
 * the rules again, refuses a wrong current password, and ends every other session of the account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../lib/form.ts';
import { gql } from '../lib/graphql.ts';
import { password, required } from '../lib/validators.ts';
import { Field } from './field.tsx';

const CHANGE = `mutation ChangePassword($c: String!, $n: String!) {
  changePassword(currentPassword: $c, newPassword: $n) { ok errors { field message } }
}`;

export const PASSWORDS_DIFFER = 'The new passwords do not match';

export function ChangePasswordForm({ onChanged, submitLabel }: { onChanged: () => void | Promise<void>; submitLabel: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { currentPassword: '', newPassword: '', repeatPassword: '' },
    { currentPassword: required, newPassword: password, repeatPassword: (v, all) => (v === all.newPassword ? null : PASSWORDS_DIFFER) },
  );
  const send = form.submit(async (v) => {
    setBusy(true);
    try {
      const r = await gql<{ changePassword: { ok: boolean; errors: { field: string; message: string }[] } }>(
        CHANGE,
        { c: v.currentPassword, n: v.newPassword },
        { quiet: true },
      );
      if (!r.changePassword.ok) return form.setFieldErrors(r.changePassword.errors);
      form.reset();
      await onChanged();
    } catch {
      // catalogued signals (blocked, rate limit) were shown by the client
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={send} noValidate className="form">
      <Field label={t('password.current')} id="f-currentPassword" error={form.errors.currentPassword}>
        <input
          {...form.field('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={(e) => form.set('currentPassword', e.target.value)}
        />
      </Field>
      <Field label={t('password.new')} id="f-newPassword" error={form.errors.newPassword} hint={t('password.rules')}>
        <input {...form.field('newPassword')} type="password" autoComplete="new-password" value={form.values.newPassword} onChange={(e) => form.set('newPassword', e.target.value)} />
      </Field>
      <Field label={t('password.repeat')} id="f-repeatPassword" error={form.errors.repeatPassword}>
        <input
          {...form.field('repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={form.values.repeatPassword}
          onChange={(e) => form.set('repeatPassword', e.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-accent" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
