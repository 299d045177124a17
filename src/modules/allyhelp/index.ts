/** Alliance help (decision 071): members ask for help on a queue item, allies tap to cut its time. */
export { allyHelpRouter } from './procedures.ts';
export { allyHelpCatalogue, ALLY_HELP_TEXTS } from './errors.ts';
export { announceToAlliance } from './service.ts';
