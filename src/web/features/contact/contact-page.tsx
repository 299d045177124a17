/** /contact: the support form (subject, message of 20 to 1000 characters, captcha); a ticket lands in /control. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { Field } from '../../components/field.tsx';
import { captchaToken } from '../../lib/captcha.ts';
import { useForm } from '../../lib/form.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useSession } from '../../lib/session.ts';
import { email, required, supportMessage } from '../../lib/validators.ts';
import { useCommand } from '../../lib/use-command.ts';

const CONTACT = graphql('mutation Contact($input: ContactInput!) { contactSupport(input: $input) { ok } }');

export default function ContactPage() {
  const { t } = useTranslation();
  const signedIn = useSession().session !== null;
  const command = useCommand();
  const [done, setDone] = useState(false);
  const form = useForm(
    { email: '', subject: '', message: '' },
    { email: (v) => (signedIn ? null : email(v)), subject: required, message: supportMessage },
  );

  const send = form.submit(async (v) => {
    const input = captchaToken('contact').then((recaptcha) => ({
      input: {
        subject: v.subject,
        message: v.message,
        email: signedIn ? null : v.email,
        recaptcha,
        language: currentLanguage(),
      },
    }));
    if (!(await command.run(CONTACT, input))) return;
    setDone(true);
  });

  if (done) {
    return (
      <section className="page narrow panel" aria-live="polite">
        <h1>{t('contact.thanksTitle')}</h1>
        <p className="success-text">{t('contact.thanks')}</p>
      </section>
    );
  }
  return (
    <section className="page narrow panel">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.lead')}</p>
      <form onSubmit={send} noValidate className="form">
        {!signedIn && (
          <Field label={t('contact.email')} id="f-email" error={form.errors.email}>
            <input
              {...form.field('email')}
              type="email"
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
              autoComplete="email"
            />
          </Field>
        )}
        <Field label={t('contact.subject')} id="f-subject" error={form.errors.subject}>
          <input
            {...form.field('subject')}
            value={form.values.subject}
            maxLength={120}
            onChange={(e) => form.set('subject', e.target.value)}
          />
        </Field>
        <Field
          label={t('contact.message')}
          id="f-message"
          error={form.errors.message}
          hint={t('contact.counter', { count: form.values.message.trim().length })}
        >
          <textarea
            {...form.field('message')}
            rows={7}
            value={form.values.message}
            onChange={(e) => form.set('message', e.target.value)}
          />
        </Field>
        <p className="captcha-notice">{t('auth.captchaNotice')}</p>
        <button type="submit" className="btn btn-accent" disabled={command.pending} aria-busy={command.pending}>
          {command.pending ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </section>
  );
}
