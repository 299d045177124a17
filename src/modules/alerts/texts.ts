/**
 * What an alert says, in the commander's language (English or German, the client's two): a title
 * and a line, the same for a push notification and an e-mail. Times are written in the commander's
 * time zone. The browser's own texts live in src/web/lib/locales; these are read outside the game,
 * where no browser bundle translates them, so the server writes them (decision 031).
 */
import type { AlertKind, AlertLanguage } from './kinds.ts';

/** What an alert is about: filled in by whoever raises it. */
export type AlertData = Record<string, string | number | boolean | null | undefined>;

const EVENT_NAMES: Record<AlertLanguage, Record<string, string>> = {
  en: {
    'power-surge': 'Power Surge',
    'portal-explorers': 'Portal Explorers',
    'asteroid-domination': 'Asteroid Domination',
    'battlefront-clash': 'Battlefront Clash',
    'pirate-hunt': 'Pirate Hunt',
  },
  de: {
    'power-surge': 'Energiewelle',
    'portal-explorers': 'Portalforscher',
    'asteroid-domination': 'Asteroidenherrschaft',
    'battlefront-clash': 'Frontgefecht',
    'pirate-hunt': 'Piratenjagd',
  },
};

type Texts = {
  [K in AlertKind]: { title: string; body: (d: AlertData, time: (ms: unknown) => string) => string };
};

const en: Texts = {
  attack: {
    title: 'Incoming attack',
    body: (d, time) =>
      `${d.rally ? `A rally led by ${d.attacker}` : d.attacker || 'A commander'} attacks your base${d.portal ? ' through the portal' : ''}. It lands at ${time(d.arrivesAt)}.`,
  },
  scout: { title: 'Your base was scouted', body: (d) => `${d.by || 'A commander'} scouted your base.` },
  queue: {
    title: 'Queue finished',
    body: (d) =>
      ({
        building: `Construction finished: level ${d.level}. Your building queue is free.`,
        research: `Research finished: level ${d.level}. Your research queue is free.`,
        training: `${d.count} units trained. Your yard is free.`,
        healing: `${d.count} units healed. Your recovery bay is free.`,
      })[String(d.queue)] ?? 'A queue finished.',
  },
  rally: {
    title: 'Rally opened',
    body: (d, time) =>
      `${d.leader} opened a rally against ${d.target}. It sets off at ${time(d.departsAt)}: join it before then.`,
  },
  reinforcements: {
    title: 'Reinforcements arrived',
    body: (d) => `Units of ${d.from} arrived at your base to defend it.`,
  },
  operation: {
    title: 'Operation: launch now',
    body: (d, time) =>
      `Your wave against ${d.target} leaves at ${time(d.launchAt)} to land with the alliance. Launch as planned.`,
  },
  event: {
    title: 'Event ending soon',
    body: (d, time) => `${EVENT_NAMES.en[String(d.type)] ?? 'Your event'} ends at ${time(d.endsAt)}.`,
  },
  allies: {
    title: 'An ally is under attack',
    body: (d, time) => `${d.attacker || 'A commander'} attacks ${d.defender}. It lands at ${time(d.arrivesAt)}.`,
  },
  vacation: {
    title: 'Vacation',
    body: (d, time) =>
      d.phase === 'start'
        ? `${d.commander} went on vacation at ${time(d.at)}: the base is frozen until it ends.`
        : `${d.commander} is back from vacation since ${time(d.at)}.`,
  },
  announcement: {
    title: 'Alliance announcement',
    body: (d) => `${d.by || 'Your leader'} to the alliance: “${d.text}”`,
  },
};

const de: Texts = {
  attack: {
    title: 'Angriff im Anflug',
    body: (d, time) =>
      `${d.rally ? `Ein Sammelangriff unter ${d.attacker}` : d.attacker || 'Ein Kommandant'} greift deine Basis an${d.portal ? ' – durch das Portal' : ''}. Ankunft um ${time(d.arrivesAt)}.`,
  },
  scout: {
    title: 'Deine Basis wurde ausgespäht',
    body: (d) => `${d.by || 'Ein Kommandant'} hat deine Basis ausgespäht.`,
  },
  queue: {
    title: 'Warteschlange fertig',
    body: (d) =>
      ({
        building: `Bau abgeschlossen: Stufe ${d.level}. Deine Bauschleife ist frei.`,
        research: `Forschung abgeschlossen: Stufe ${d.level}. Deine Forschungsschleife ist frei.`,
        training: `${d.count} Einheiten ausgebildet. Deine Werft ist frei.`,
        healing: `${d.count} Einheiten geheilt. Deine Krankenstation ist frei.`,
      })[String(d.queue)] ?? 'Eine Warteschlange ist fertig.',
  },
  rally: {
    title: 'Sammelangriff eröffnet',
    body: (d, time) =>
      `${d.leader} hat einen Sammelangriff gegen ${d.target} eröffnet. Aufbruch um ${time(d.departsAt)}: schließ dich vorher an.`,
  },
  reinforcements: {
    title: 'Verstärkung eingetroffen',
    body: (d) => `Einheiten von ${d.from} sind zur Verteidigung in deiner Basis eingetroffen.`,
  },
  operation: {
    title: 'Operation: jetzt starten',
    body: (d, time) =>
      `Deine Welle gegen ${d.target} startet um ${time(d.launchAt)}, um mit der Allianz zu landen. Wie geplant starten.`,
  },
  event: {
    title: 'Event endet bald',
    body: (d, time) => `${EVENT_NAMES.de[String(d.type)] ?? 'Dein Event'} endet um ${time(d.endsAt)}.`,
  },
  allies: {
    title: 'Ein Verbündeter wird angegriffen',
    body: (d, time) => `${d.attacker || 'Ein Kommandant'} greift ${d.defender} an. Ankunft um ${time(d.arrivesAt)}.`,
  },
  vacation: {
    title: 'Urlaub',
    body: (d, time) =>
      d.phase === 'start'
        ? `${d.commander} ist seit ${time(d.at)} im Urlaub: Die Basis ruht, bis er endet.`
        : `${d.commander} ist seit ${time(d.at)} aus dem Urlaub zurück.`,
  },
  announcement: {
    title: 'Ankündigung der Allianz',
    body: (d) => `${d.by || 'Deine Anführung'} an die Allianz: „${d.text}“`,
  },
};

const TEXTS: Record<AlertLanguage, Texts> = { en, de };

/** The e-mail's frame around the alert: where to look, where to change what comes. */
const MAIL: Record<AlertLanguage, { open: string; change: string; stop: string }> = {
  en: { open: 'Open it in the game:', change: 'Choose which alerts you get:', stop: 'No more e-mails from us:' },
  de: {
    open: 'Im Spiel öffnen:',
    change: 'Wähle, welche Benachrichtigungen du bekommst:',
    stop: 'Keine E-Mails mehr von uns:',
  },
};

/** A time as the commander reads it: weekday, hour and minute in their zone. */
export function clockText(ms: unknown, lang: AlertLanguage, timeZone: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '—';
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

export function alertText(
  kind: AlertKind,
  data: AlertData,
  lang: AlertLanguage,
  timeZone: string,
): { title: string; body: string } {
  const t = TEXTS[lang][kind];
  return { title: t.title, body: t.body(data, (ms) => clockText(ms, lang, timeZone)) };
}

/** The alert as an e-mail: its title as the subject, the line, a link to the screen, and the ways out. */
export function alertMail(
  kind: AlertKind,
  data: AlertData,
  lang: AlertLanguage,
  timeZone: string,
  links: { screen: string; settings: string; unsubscribe: string | null },
) {
  const { title, body } = alertText(kind, data, lang, timeZone);
  const m = MAIL[lang];
  const text = [
    body,
    '',
    m.open,
    links.screen,
    '',
    m.change,
    links.settings,
    ...(links.unsubscribe ? ['', m.stop, links.unsubscribe] : []),
  ].join('\n');
  return { subject: `Ephoran Frontier: ${title}`, text };
}
