/** The kinds of alert a commander can ask for, and the screen each one opens. */
export const ALERT_KINDS = [
  'attack',
  'scout',
  'queue',
  'rally',
  'reinforcements',
  'event',
  'operation',
  'allies',
  'vacation',
  'announcement',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const isAlertKind = (k: string): k is AlertKind => (ALERT_KINDS as readonly string[]).includes(k);

/** Where a tapped alert (or the link in its e-mail) leads. */
export const ALERT_SCREEN: Record<AlertKind, string> = {
  attack: '/attacks',
  scout: '/reports',
  queue: '/base',
  rally: '/rallies',
  reinforcements: '/reinforcements',
  event: '/events',
  operation: '/alliance',
  allies: '/alliance',
  vacation: '/profile',
  announcement: '/alliance',
};

/** Languages alerts are written in (the game's two, src/platform/languages.ts). */
export {
  LANGUAGES as ALERT_LANGUAGES,
  type Language as AlertLanguage,
  languageOf as alertLanguage,
} from '../../platform/languages.ts';
