/** The war room (decision 070): members' incoming attacks and the alliance's shared intelligence. */
export { warroomRouter } from './procedures.ts';
export { warroomCatalogue } from './errors.ts';
export { shareScoutOnFile } from './intel.ts';
