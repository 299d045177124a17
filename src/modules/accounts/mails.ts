/**
 * The account's e-mails (approval, denial, e-mail change and its revert), written in the language
 * the account registered in. The English texts are the spec's.
 */
import type { Language } from '../../platform/languages.ts';

export interface Mail {
  subject: string;
  text: string;
}
const lines = (...l: string[]) => l.join('\n');

export const accountMails: Record<
  Language,
  {
    approval(p: { username: string; link: string; unsubscribe: string }): Mail;
    denial(p: { username: string }): Mail;
    emailConfirm(p: { username: string; link: string }): Mail;
    emailRevert(p: { username: string; email: string; link: string }): Mail;
  }
> = {
  en: {
    approval: ({ username, link, unsubscribe }) => ({
      subject: 'Your Ephoran Frontier access is approved',
      text: lines(
        `Commander ${username},`,
        '',
        'The team has reviewed your registration and approved it. Activate your account with this link:',
        link,
        '',
        'The link works once and expires in 14 days. Then sign in and choose your world.',
        '',
        `No newsletters or event mails, please: ${unsubscribe}`,
      ),
    }),
    denial: ({ username }) => ({
      subject: 'Your Ephoran Frontier registration',
      text: `Commander ${username},\n\nthank you for your interest. The team could not approve your registration this time.`,
    }),
    emailConfirm: ({ username, link }) => ({
      subject: 'Confirm your new Ephoran Frontier e-mail address',
      text: lines(
        `Commander ${username},`,
        '',
        'Confirm that this is your new e-mail address with this link:',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
      ),
    }),
    emailRevert: ({ username, email, link }) => ({
      subject: 'Your Ephoran Frontier e-mail address was changed',
      text: lines(
        `Commander ${username},`,
        '',
        `The e-mail address of your account is now ${email}.`,
        'If that was not you, undo it with this link (it also signs out every device):',
        link,
        '',
        'The link works once, for 7 days.',
      ),
    }),
  },
  de: {
    approval: ({ username, link, unsubscribe }) => ({
      subject: 'Dein Zugang zu Ephoran Frontier ist freigegeben',
      text: lines(
        `Kommandant ${username},`,
        '',
        'Das Team hat deine Registrierung geprüft und freigegeben. Aktiviere dein Konto mit diesem Link:',
        link,
        '',
        'Der Link funktioniert einmal und läuft in 14 Tagen ab. Melde dich dann an und wähle deine Welt.',
        '',
        `Keine Newsletter oder Event-Mails, bitte: ${unsubscribe}`,
      ),
    }),
    denial: ({ username }) => ({
      subject: 'Deine Registrierung bei Ephoran Frontier',
      text: `Kommandant ${username},\n\ndanke für dein Interesse. Das Team konnte deine Registrierung diesmal nicht freigeben.`,
    }),
    emailConfirm: ({ username, link }) => ({
      subject: 'Bestätige deine neue E-Mail-Adresse für Ephoran Frontier',
      text: lines(
        `Kommandant ${username},`,
        '',
        'Bestätige mit diesem Link, dass dies deine neue E-Mail-Adresse ist:',
        link,
        '',
        'Der Link funktioniert einmal und läuft in 24 Stunden ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
      ),
    }),
    emailRevert: ({ username, email, link }) => ({
      subject: 'Die E-Mail-Adresse deines Ephoran-Frontier-Kontos wurde geändert',
      text: lines(
        `Kommandant ${username},`,
        '',
        `Die E-Mail-Adresse deines Kontos ist jetzt ${email}.`,
        'Wenn du das nicht warst, mach es mit diesem Link rückgängig (er meldet auch jedes Gerät ab):',
        link,
        '',
        'Der Link funktioniert einmal, 7 Tage lang.',
      ),
    }),
  },
};
