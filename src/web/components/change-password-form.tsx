
import { useTranslation } from 'react-i18next';
import { useForm } from '../lib/form.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { password, required } from '../lib/validators.ts';
import { Field } from './field.tsx';
import { useCommand } from '../lib/use-command.ts';

const CHANGE = graphql(`mutation ChangePassword($c: String!, $n: String!) {
  changePassword(currentPassword: $c, newPassword: $n) { ok errors { field message } }
}`);

export const PASSWORDS_DIFFER = 'The new passwords do not match';

export function ChangePasswordForm({ onChanged, submitLabel }: { onChanged: () => void | Promise<void>; submitLabel: string }) {
  const { t } = useTranslation();
  const command = useCommand({ quiet: true });
  const form = useForm(
    { currentPassword: '', newPassword: '', repeatPassword: '' },
    { currentPassword: required, newPassword: password, repeatPassword: (v, all) => (v === all.newPassword ? null : PASSWORDS_DIFFER) },
  );
  const send = form.submit(async (v) => {
    const r = await command.run(CHANGE, { c: v.currentPassword, n: v.newPassword });
    if (!r) return; // catalogued signals (blocked, rate limit) were shown by the client
    if (!r.changePassword.ok) return form.setFieldErrors(r.changePassword.errors);
    form.reset();
    await onChanged();
  });
  const field = (name: 'currentPassword' | 'newPassword' | 'repeatPassword', label: string, autoComplete: string, hint?: string) => (
    <Field label={label} id={`f-${name}`} error={form.errors[name]} hint={hint}>
      <input {...form.field(name)} type="password" autoComplete={autoComplete} value={form.values[name]} onChange={(e) => form.set(name, e.target.value)} />
    </Field>
  );
  return (
    <form onSubmit={send} noValidate className="form">
      {field('currentPassword', t('password.current'), 'current-password')}
      {field('newPassword', t('password.new'), 'new-password', t('password.rules'))}
      {field('repeatPassword', t('password.repeat'), 'new-password')}
      <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
        {submitLabel}
      </button>
    </form>
  );
}
