/** Texts of plans (English and German), apart from en.ts and de.ts. */
export const plansEn = {
  plans: {
    title: 'Build plan',
    count: '{{count}} of {{limit}}',
    empty:
      'No steps planned. “Plan” beside an upgrade or a research queues it here: it spends nothing until it starts.',
    step: '{{name}} to level {{level}}',
    running: 'Running, done in',
    waiting: 'Waiting for its queue or resources',
    next: 'The plan looks again in',
    rule: 'Steps start in order when the queue is free and the resources are there; nothing is spent before. At most {{limit}} steps.',
    plan: 'Plan',
    planOne: 'Plan the next level of {{name}}',
    added: '{{name}} planned',
    up: 'Move {{name}} {{level}} up',
    down: 'Move {{name}} {{level}} down',
    remove: 'Remove {{name}} {{level}} from the plan',
    skipped: {
      REACHED: 'Skipped: already reached or under way',
      MAX_LEVEL: 'Skipped: at its highest level',
      REQUIREMENT_MISSING: 'Skipped: a requirement is missing',
      STORAGE: 'Skipped: the cost exceeds your storage',
      UNKNOWN: 'Skipped: unknown',
    },
    rules: {
      title: 'Build plans and automation',
      body: 'Every commander may keep a build plan of up to {{limit}} upgrades and research levels per base, free of charge. A step spends nothing until it starts; it starts in order when the plan’s queue is free and the resources are there, also while you are signed out. The plan runs one building and one research at a time: queues bought with credits still run your own orders beside it. A step that can no longer start is skipped with a notice. A sitter may change the plan like its commander.',
    },
  },
  empire: {
    title: 'Empire overview',
    intro: 'Everything of yours that runs on the clock, with its time, live.',
    none: 'Nothing.',
    incoming: 'Incoming attacks',
    attack: '{{attacker}} with {{units}} units',
    queues: 'Queues',
    fleets: 'Fleets',
    fleet: '{{kind}} ({{phase}}) at {{x}}:{{y}}',
    reinforcements: 'Reinforcements',
    sentTo: '{{troops}} troops with {{host}}',
    stationedHere: '{{troops}} troops of {{owner}} here',
    orders: 'Repeat orders',
    ordersNone: 'No repeat orders.',
    toBase: 'To the base',
  },
};

export const plansDe: typeof plansEn = {
  plans: {
    title: 'Bauplan',
    count: '{{count}} von {{limit}}',
    empty:
      'Keine Schritte geplant. „Planen“ neben einem Ausbau oder einer Forschung reiht ihn hier ein: er kostet nichts, bis er beginnt.',
    step: '{{name}} auf Stufe {{level}}',
    running: 'Läuft, fertig in',
    waiting: 'Wartet auf seine Warteschlange oder Rohstoffe',
    next: 'Der Plan prüft erneut in',
    rule: 'Schritte beginnen der Reihe nach, sobald die Warteschlange frei ist und die Rohstoffe da sind; vorher wird nichts ausgegeben. Höchstens {{limit}} Schritte.',
    plan: 'Planen',
    planOne: 'Die nächste Stufe von {{name}} planen',
    added: '{{name}} geplant',
    up: '{{name}} {{level}} nach oben',
    down: '{{name}} {{level}} nach unten',
    remove: '{{name}} {{level}} aus dem Plan nehmen',
    skipped: {
      REACHED: 'Übersprungen: schon erreicht oder im Bau',
      MAX_LEVEL: 'Übersprungen: auf höchster Stufe',
      REQUIREMENT_MISSING: 'Übersprungen: eine Voraussetzung fehlt',
      STORAGE: 'Übersprungen: die Kosten übersteigen dein Lager',
      UNKNOWN: 'Übersprungen: unbekannt',
    },
    rules: {
      title: 'Baupläne und Automatisierung',
      body: 'Jeder Kommandant darf je Basis kostenlos einen Bauplan mit bis zu {{limit}} Ausbauten und Forschungsstufen führen. Ein Schritt kostet nichts, bis er beginnt; er beginnt der Reihe nach, sobald die Warteschlange des Plans frei ist und die Rohstoffe da sind, auch während du abgemeldet bist. Der Plan baut ein Gebäude und erforscht eine Forschung zugleich: mit Credits gekaufte Warteschlangen führen daneben weiter deine eigenen Befehle aus. Ein Schritt, der nicht mehr beginnen kann, wird mit einem Hinweis übersprungen. Ein Vertreter darf den Plan wie sein Kommandant ändern.',
    },
  },
  empire: {
    title: 'Imperiumsübersicht',
    intro: 'Alles, was bei dir auf Zeit läuft, mit seiner Zeit, live.',
    none: 'Nichts.',
    incoming: 'Eingehende Angriffe',
    attack: '{{attacker}} mit {{units}} Einheiten',
    queues: 'Warteschlangen',
    fleets: 'Flotten',
    fleet: '{{kind}} ({{phase}}) bei {{x}}:{{y}}',
    reinforcements: 'Verstärkungen',
    sentTo: '{{troops}} Truppen bei {{host}}',
    stationedHere: '{{troops}} Truppen von {{owner}} hier',
    orders: 'Wiederholte Befehle',
    ordersNone: 'Keine wiederholten Befehle.',
    toBase: 'Zur Basis',
  },
};

/** German for this feature's server texts (the German-texts test lists any missing). */
export const plansServerDe: Record<string, string> = {
  'A build plan holds at most 10 steps': 'Ein Bauplan fasst höchstens 10 Schritte',
  'There is no such building or research': 'Dieses Gebäude oder diese Forschung gibt es nicht',
  'The plan already takes this to its highest level': 'Der Plan bringt dies bereits auf die höchste Stufe',
  'This step is not in your plan': 'Dieser Schritt steht nicht in deinem Plan',
};
