/** The GraphQL enum of commanders' markers (decision 068), shared by the map, rankings and pages. */
import { COMMANDER_MARKERS } from '../game/index.ts';
import { listEnum } from './graphql.ts';

export const CommanderMarkerRef = listEnum('CommanderMarker', COMMANDER_MARKERS);
