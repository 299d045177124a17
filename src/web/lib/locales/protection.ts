/** Texts of protection (English and German), apart from en.ts and de.ts. */
export const protectionEn = {
  protection: {
    shelteredUntil: 'Strength protection until {{until}} UTC: too weak for you to raid',
    turnedBack: {
      'bash-limit': 'Your fleet turned back at {{target}}: the attack limit for this base was reached',
      'target-too-weak': 'Your fleet turned back at {{target}}: its commander is under strength protection',
    },
    noticeBody: {
      'bash-limit':
        'You or your alliance already landed 6 attacks on this base within 24 hours: nothing landed, everything turned home.',
      'target-too-weak':
        'This young base is far weaker than yours and under strength protection: nothing landed, everything turned home.',
    },
  },
};

export const protectionDe: typeof protectionEn = {
  protection: {
    shelteredUntil: 'Schwächeschutz bis {{until}} UTC: zu schwach für deine Angriffe',
    turnedBack: {
      'bash-limit': 'Deine Flotte kehrte bei {{target}} um: das Angriffslimit für diese Basis ist erreicht',
      'target-too-weak': 'Deine Flotte kehrte bei {{target}} um: dessen Kommandant steht unter Schwächeschutz',
    },
    noticeBody: {
      'bash-limit':
        'Du oder deine Allianz habt binnen 24 Stunden schon 6 Angriffe auf dieser Basis gelandet: nichts landete, alles kehrte heim.',
      'target-too-weak':
        'Diese junge Basis ist viel schwächer als deine und steht unter Schwächeschutz: nichts landete, alles kehrte heim.',
    },
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const protectionServerDe: Record<string, string> = {
  'Attack limit reached for this base, next attack can land at $until UTC':
    'Angriffslimit für diese Basis erreicht, der nächste Angriff kann um $until UTC landen',
  'This commander is under strength protection until $until UTC':
    'Dieser Kommandant steht bis $until UTC unter Schwächeschutz',
};
