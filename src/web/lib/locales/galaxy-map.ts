/** Texts of the galaxy map's overview, zoom levels, base marks and other commanders' fleets (galaxy.mapView). */
export const mapViewEn = {
  overview: 'Galaxy overview',
  overviewLabel:
    'Overview of the whole galaxy, {{size}} × {{size}} spots; the frame is the part the map shows, centred on {{at}}',
  overviewKeys:
    'Brighter cells hold more objects, larger dots more bases. Click or tap a spot to move the map there; with the overview focused, the arrow keys move it.',
  zoomLevel: 'Zoom {{level}} of {{of}}',
  legendAlly: 'alliance',
  legendHostile: 'hostile',
  hostileOwner: '{{owner}} (hostile: a fleet of theirs flies at you or your alliance)',
  fleet: {
    own: 'Your share of a rally · {{phase}} · {{at}} · {{eta}}',
    ally: '{{commander}} (your alliance) · {{phase}} · {{at}} · {{eta}}',
    hostile: '{{commander}} · {{phase}} · at {{at}} · {{eta}}',
  },
};

export const mapViewDe: typeof mapViewEn = {
  overview: 'Galaxie-Übersicht',
  overviewLabel:
    'Übersicht der ganzen Galaxie, {{size}} × {{size}} Punkte; der Rahmen zeigt den Kartenausschnitt mit der Mitte bei {{at}}',
  overviewKeys:
    'Hellere Felder bergen mehr Objekte, größere Punkte mehr Basen. Klicke oder tippe auf eine Stelle, um die Karte dorthin zu bewegen; mit der Übersicht im Fokus bewegen die Pfeiltasten sie.',
  zoomLevel: 'Zoom {{level}} von {{of}}',
  legendAlly: 'Allianz',
  legendHostile: 'feindlich',
  hostileOwner: '{{owner}} (feindlich: eine Flotte von ihm fliegt auf dich oder deine Allianz zu)',
  fleet: {
    own: 'Dein Anteil am Sammelangriff · {{phase}} · {{at}} · {{eta}}',
    ally: '{{commander}} (deine Allianz) · {{phase}} · {{at}} · {{eta}}',
    hostile: '{{commander}} · {{phase}} · auf {{at}} · {{eta}}',
  },
};
