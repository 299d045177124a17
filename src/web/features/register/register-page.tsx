/** /register and /register/{referral}: the registration form with the spec's rules and messages. */
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { Field } from '../../components/field.tsx';
import { captchaToken } from '../../lib/captcha.ts';
import { useForm } from '../../lib/form.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { email, password, terms, username } from '../../lib/validators.ts';
import { useCommand } from '../../lib/use-command.ts';

const REGISTER = graphql(
  `mutation Register($input: RegisterInput!) { register(input: $input) { ok errors { field message } } }`,
);

export default function RegisterPage() {
  const { t } = useTranslation();
  const { referral } = useParams({ strict: false }) as { referral?: string };
  const command = useCommand({ quiet: true });
  const [done, setDone] = useState(false);
  const form = useForm(
    { username: '', password: '', email: '', termsAgreed: false },
    { username, password, email, termsAgreed: terms },
  );

  const send = form.submit(async (v) => {
    const r = await command.attempt(
      REGISTER,
      captchaToken('register').then((recaptcha) => ({
        input: { ...v, referral: referral ?? null, recaptcha, language: currentLanguage() },
      })),
    );
    if (!r.ok) {
      if (!(r.shown && r.code !== 'REGISTRATION_FAILED')) notify('error', 'Registration failed');
      return;
    }
    if (r.data.register.ok) return setDone(true);
    form.setFieldErrors(r.data.register.errors);
    notify('error', 'Registration failed');
  });

  if (done) {
    return (
      <section className="page narrow panel" aria-live="polite">
        <h1>{t('register.thanksTitle')}</h1>
        <p className="success-text">{t('register.thanks')}</p>
        <Link to="/lore" className="btn btn-ghost">
          {t('nav.lore')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page narrow panel">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
      {referral && <p className="hint">{t('register.referral', { referral })}</p>}
      <form onSubmit={send} noValidate className="form">
        <Field label={t('register.username')} id="f-username" error={form.errors.username}>
          <input
            {...form.field('username')}
            value={form.values.username}
            onChange={(e) => form.set('username', e.target.value)}
            autoComplete="username"
          />
        </Field>
        <Field label={t('register.password')} id="f-password" error={form.errors.password}>
          <input
            {...form.field('password')}
            type="password"
            value={form.values.password}
            onChange={(e) => form.set('password', e.target.value)}
            autoComplete="new-password"
          />
        </Field>
        <Field label={t('register.email')} id="f-email" error={form.errors.email}>
          <input
            {...form.field('email')}
            type="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            autoComplete="email"
          />
        </Field>
        <div className={`field check${form.errors.termsAgreed ? ' invalid' : ''}`}>
          <label>
            <input
              {...form.field('termsAgreed')}
              type="checkbox"
              checked={form.values.termsAgreed}
              onChange={(e) => form.set('termsAgreed', e.target.checked)}
            />{' '}
            <Trans i18nKey="register.terms" components={{ 1: <Link to="/terms" target="_blank" /> }} />
          </label>
          {form.errors.termsAgreed && (
            <p className="field-error" id="f-termsAgreed-error" role="alert">
              {t(form.errors.termsAgreed, {
                ns: 'server',
                keySeparator: false,
                nsSeparator: false,
                defaultValue: form.errors.termsAgreed,
              })}
            </p>
          )}
        </div>
        <p className="captcha-notice">{t('auth.captchaNotice')}</p>
        <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
          {command.pending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
    </section>
  );
}
