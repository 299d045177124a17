/** Texts of allyops (English and German), apart from en.ts and de.ts. */
export const allyopsEn = {
  allyops: {
    help: {
      title: 'Alliance help',
      none: 'Nobody is asking for help right now.',
      help: 'Help',
      helpOne: 'Help {{name}}',
      helpAll: 'Help all ({{count}})',
      helpedAll: 'You helped {{count}} allies',
      progress: '{{helps}}/{{cap}} helps · each −{{minutes}} min',
      yours: 'Your request',
      done: 'Helped',
      ask: 'Ask alliance for help',
      askFor: 'Ask your alliance for help with {{name}}',
      asked: 'Help asked: {{helps}}/{{cap}}',
      askedToast: 'Your alliance has been asked for help',
    },
  },
};

export const allyopsDe: typeof allyopsEn = {
  allyops: {
    help: {
      title: 'Allianzhilfe',
      none: 'Gerade bittet niemand um Hilfe.',
      help: 'Helfen',
      helpOne: '{{name}} helfen',
      helpAll: 'Allen helfen ({{count}})',
      helpedAll: 'Du hast {{count}} Verbündeten geholfen',
      progress: '{{helps}}/{{cap}} Hilfen · je −{{minutes}} Min.',
      yours: 'Deine Bitte',
      done: 'Geholfen',
      ask: 'Allianz um Hilfe bitten',
      askFor: 'Deine Allianz um Hilfe bei {{name}} bitten',
      asked: 'Hilfe erbeten: {{helps}}/{{cap}}',
      askedToast: 'Deine Allianz wurde um Hilfe gebeten',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const allyopsServerDe: Record<string, string> = {
  'This queue item is no longer running': 'Dieser Auftrag läuft nicht mehr',
  'You already asked your alliance for help with this': 'Du hast deine Allianz dafür schon um Hilfe gebeten',
  'Help request not found': 'Hilfegesuch nicht gefunden',
  'You cannot help with your own queue': 'Deiner eigenen Warteschlange kannst du nicht helfen',
  'Only members of the same alliance can help': 'Nur Mitglieder derselben Allianz können helfen',
  'You already helped with this': 'Hier hast du schon geholfen',
  'This item has all the help it can get': 'Dieser Auftrag hat schon alle Hilfe, die er bekommen kann',
  'Only leaders and officers plan operations': 'Nur Anführer und Offiziere planen Operationen',
  'Pick at least one target': 'Wähle mindestens ein Ziel',
  'An operation has at most 5 targets': 'Eine Operation hat höchstens 5 Ziele',
  'The landing time must be in the future': 'Die Landezeit muss in der Zukunft liegen',
  'An operation lands within the next 7 days': 'Eine Operation landet innerhalb der nächsten 7 Tage',
  'Operation not found': 'Operation nicht gefunden',
  'Pick one of the operation’s targets': 'Wähle eines der Ziele der Operation',
  'Your fleet cannot land by then: the earliest it could land is $earliest UTC':
    'Deine Flotte kann bis dahin nicht landen: frühestens um $earliest UTC',
  'You already joined this operation': 'Du bist dieser Operation schon beigetreten',
  'It is not your launch time yet: launch at $launchAt UTC': 'Noch nicht deine Startzeit: starte um $launchAt UTC',
  'Your launch window has passed: the fleet would land at $landsAt UTC, after the others':
    'Dein Startfenster ist vorbei: die Flotte würde um $landsAt UTC landen, nach den anderen',
  'You have not joined this operation': 'Du bist dieser Operation nicht beigetreten',
  'Your wave of this operation has left already': 'Deine Welle dieser Operation ist schon gestartet',
};
