/**
 * Current password + new password (spec §5 password rules) + the new one again. The server checks
 * the rules again, refuses a wrong current password, and ends every other session of the account.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../lib/form.ts';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { password, required } from '../lib/validators.ts';
import { Field } from './field.tsx';

const CHANGE = graphql(`mutation ChangePassword($c: String!, $n: String!) {
  changePassword(currentPassword: $c, newPassword: $n) { ok errors { field message } }
}`);

export const PASSWORDS_DIFFER = 'The new passwords do not match';

export function ChangePasswordForm({
  onChanged,
  submitLabel,
}: {
  onChanged: () => void | Promise<void>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { currentPassword: '', newPassword: '', repeatPassword: '' },
    {
      currentPassword: required,
      newPassword: password,
      repeatPassword: (v, all) => (v === all.newPassword ? null : PASSWORDS_DIFFER),
    },
  );
  const send = form.submit(async (v) => {
    setBusy(true);
    try {
      const r = await gql(CHANGE, { c: v.currentPassword, n: v.newPassword }, { quiet: true });
      if (!r.changePassword.ok) return form.setFieldErrors(r.changePassword.errors);
      form.reset();
      await onChanged();
    } catch {
      // catalogued signals (blocked, rate limit) were shown by the client
    } finally {
      setBusy(false);
    }
  });
  const field = (
    name: 'currentPassword' | 'newPassword' | 'repeatPassword',
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field label={label} id={`f-${name}`} error={form.errors[name]} hint={hint}>
      <input
        {...form.field(name)}
        type="password"
        autoComplete={autoComplete}
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
      />
    </Field>
  );
  return (
    <form onSubmit={send} noValidate className="form">
      {field('currentPassword', t('password.current'), 'current-password')}
      {field('newPassword', t('password.new'), 'new-password', t('password.rules'))}
      {field('repeatPassword', t('password.repeat'), 'new-password')}
      <button type="submit" className="btn btn-accent" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
