/** The lore of the Ephoran frontier, in chapters (ids 1…5), English and German. */
export interface Chapter {
  id: string;
  title: string;
  paragraphs: string[];
}

export const loreEn: { chapters: Chapter[] } = {
  chapters: [
    {
      id: '1',
      title: 'The Silence of the Ephorans',
      paragraphs: [
        'Eleven thousand years ago the Ephorans ruled the spiral arm from worlds that sang. Their ships did not fly; they stepped from one portal to another, and every portal answered to an address of six symbols.',
        'Then, in a single night that every star chart still records, the Ephorans fell silent. Their cities emptied, their fleets drifted, and their greatest work — the Vault — sealed itself at the heart of the frontier.',
        'Nobody knows whether they died, fled or simply chose to stop listening. What they left behind is why you are here.',
      ],
    },
    {
      id: '2',
      title: 'Astromite and Quantarite',
      paragraphs: [
        'The first prospectors came for the asteroids. Astromite, a blue-veined ore that stores heat like memory, turned out to be the backbone of every hull and reactor on the frontier.',
        'Deeper in the belts lies quantarite, rarer and stranger: a crystal that holds a portal open for a heartbeat longer than physics allows. Whoever controls the quantarite fields controls where the portals lead.',
        'Mining is never peaceful. A gathering fleet is a target, and the asteroid fields are littered with the wrecks of those who forgot it.',
      ],
    },
    {
      id: '3',
      title: 'The Pirate Courts',
      paragraphs: [
        'Where there is ore there are thieves. The pirate clans of the frontier call themselves courts and their captains judges; their verdict is always the same.',
        'Pirate ships prowl the lanes between systems, and they never stay hunted for long: for every wreck a commander leaves behind, two new hulls rise from the black market yards.',
        'Some commanders trade with them. Most prefer to bring rangers, guardians and a few cruisers, and to settle matters the old way.',
      ],
    },
    {
      id: '4',
      title: 'Six Symbols',
      paragraphs: [
        'Every base on the frontier is built around an Ephoran portal, and every portal has its own address: six symbols from an alphabet no living scholar can pronounce.',
        'Dial an address and the portal reaches across the galaxy — to a derelict station waiting to be explored, a hostile outpost, a stranded crew begging for rescue, or an artifact the Ephorans hid on purpose.',
        'Portals drink energy, and a shielded portal refuses every call. Scholars pay fortunes for fragments of symbols; commanders pay more for the addresses they complete.',
      ],
    },
    {
      id: '5',
      title: 'The Vault Wakes',
      paragraphs: [
        'This cycle, the Vault stirred. Probes report light behind its seals and a rhythm in its hull, like a heartbeat slowly remembering itself.',
        'Ephoran cores have begun to surface across the frontier — shards of the Vault that carry catalysts of attack, defense and vitality. Bound to a commander, a core can be embraced for a while, and then it must rest.',
        'Alliances are forming. Rallies are gathering. Whoever stands at the Vault when it opens will write the next eleven thousand years. Commander: take your place.',
      ],
    },
  ],
};

export const loreDe: { chapters: Chapter[] } = {
  chapters: [
    {
      id: '1',
      title: 'Das Schweigen der Ephoraner',
      paragraphs: [
        'Vor elftausend Jahren herrschten die Ephoraner über den Spiralarm, von Welten aus, die sangen. Ihre Schiffe flogen nicht; sie traten von einem Portal zum nächsten, und jedes Portal hörte auf eine Adresse aus sechs Symbolen.',
        'Dann, in einer einzigen Nacht, die jede Sternkarte noch verzeichnet, verstummten die Ephoraner. Ihre Städte leerten sich, ihre Flotten trieben dahin, und ihr größtes Werk – das Gewölbe – versiegelte sich im Herzen der Grenze.',
        'Niemand weiß, ob sie starben, flohen oder einfach aufhörten zuzuhören. Was sie zurückließen, ist der Grund, warum du hier bist.',
      ],
    },
    {
      id: '2',
      title: 'Astromit und Quantarit',
      paragraphs: [
        'Die ersten Prospektoren kamen wegen der Asteroiden. Astromit, ein blau geädertes Erz, das Wärme speichert wie ein Gedächtnis, wurde zum Rückgrat jedes Rumpfs und jedes Reaktors an der Grenze.',
        'Tiefer in den Gürteln liegt Quantarit, seltener und seltsamer: ein Kristall, der ein Portal einen Herzschlag länger offen hält, als die Physik erlaubt. Wer die Quantaritfelder beherrscht, bestimmt, wohin die Portale führen.',
        'Bergbau ist nie friedlich. Eine Sammelflotte ist ein Ziel, und die Asteroidenfelder sind übersät mit den Wracks derer, die das vergaßen.',
      ],
    },
    {
      id: '3',
      title: 'Die Piratenhöfe',
      paragraphs: [
        'Wo Erz ist, sind Diebe. Die Piratenclans der Grenze nennen sich Höfe und ihre Kapitäne Richter; ihr Urteil ist immer dasselbe.',
        'Piratenschiffe streifen durch die Routen zwischen den Systemen, und sie bleiben nie lange gejagt: Für jedes Wrack, das ein Kommandant zurücklässt, steigen zwei neue Rümpfe aus den Werften des Schwarzmarkts.',
        'Manche Kommandanten handeln mit ihnen. Die meisten bringen lieber Ranger, Wächter und ein paar Kreuzer mit und regeln die Dinge auf die alte Art.',
      ],
    },
    {
      id: '4',
      title: 'Sechs Symbole',
      paragraphs: [
        'Jede Basis an der Grenze ist um ein ephoranisches Portal gebaut, und jedes Portal hat seine eigene Adresse: sechs Symbole aus einem Alphabet, das kein lebender Gelehrter aussprechen kann.',
        'Wähle eine Adresse, und das Portal greift quer durch die Galaxie – zu einer verlassenen Station, die erkundet werden will, einem feindlichen Außenposten, einer gestrandeten Crew, die um Rettung fleht, oder einem Artefakt, das die Ephoraner mit Absicht versteckt haben.',
        'Portale trinken Energie, und ein geschütztes Portal weist jeden Ruf ab. Gelehrte zahlen Vermögen für Bruchstücke von Symbolen; Kommandanten zahlen mehr für die Adressen, die sie vervollständigen.',
      ],
    },
    {
      id: '5',
      title: 'Das Gewölbe erwacht',
      paragraphs: [
        'In diesem Zyklus regte sich das Gewölbe. Sonden melden Licht hinter seinen Siegeln und einen Rhythmus in seiner Hülle, wie einen Herzschlag, der sich langsam an sich selbst erinnert.',
        'Überall an der Grenze tauchen ephoranische Kerne auf – Splitter des Gewölbes, die Katalysatoren für Angriff, Verteidigung und Lebenskraft tragen. An einen Kommandanten gebunden, lässt sich ein Kern eine Weile umarmen; dann muss er ruhen.',
        'Allianzen formieren sich. Sammelangriffe werden vorbereitet. Wer am Gewölbe steht, wenn es sich öffnet, schreibt die nächsten elftausend Jahre. Kommandant: Nimm deinen Platz ein.',
      ],
    },
  ],
};
