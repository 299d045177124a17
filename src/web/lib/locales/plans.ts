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
      automation:
        'Repeat orders send a fleet to a list of up to {{targets}} pirate ships and asteroids in turn, again each time it comes home, and stop with a report when a target is gone, a trip loses more than the loss threshold you set, or the rules refuse the next send; a base holds up to {{orders}}. Contingency rules (up to {{rules}} per base) act on their own when a hostile fleet stronger than your defence is less than the minutes you chose away and you have not acted: they send your fleet to the home planet’s orbit or, as a reinforcement, to a named ally’s base (checked like any reinforcement; refused, the fleet goes to the orbit), call your gathering fleets home, or raise a shield from your backpack, once per attack, with a report. “Evade now” on an incoming attack’s notification lifts your fleet to the orbit at once. All of it is free and the same for everyone; the server runs it on the clock while you are away. A sitter may give repeat orders, set rules and evade for its commander.',
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
      automation:
        'Daueraufträge schicken eine Flotte der Reihe nach zu einer Liste von bis zu {{targets}} Piratenschiffen und Asteroiden, jedes Mal wieder, wenn sie heimkehrt, und enden mit einem Bericht, wenn ein Ziel verschwunden ist, ein Flug mehr als die von dir gesetzte Verlustschwelle verliert oder die Regeln den nächsten Start verweigern; eine Basis hält bis zu {{orders}}. Notfallregeln (bis zu {{rules}} je Basis) handeln selbst, wenn eine feindliche Flotte, stärker als deine Verteidigung, weniger als die gewählten Minuten entfernt ist und du nicht gehandelt hast: sie schicken deine Flotte in den Orbit des Heimatplaneten oder als Verstärkung zur Basis eines genannten Verbündeten (geprüft wie jede Verstärkung; verweigert, fliegt die Flotte in den Orbit), rufen deine Sammelflotten heim oder aktivieren einen Schild aus deinem Rucksack, einmal je Angriff, mit einem Bericht. „Jetzt ausweichen“ in der Meldung eines Angriffs bringt deine Flotte sofort in den Orbit. Alles ist kostenlos und für alle gleich; der Server führt es nach der Uhr aus, während du fort bist. Ein Vertreter darf für seinen Kommandanten Daueraufträge erteilen, Regeln setzen und ausweichen.',
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
