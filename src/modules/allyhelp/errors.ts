/** What the server answers about alliance help (decision 071). */
import type { HelpRefusal } from '../../game/index.ts';
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: allyHelpCatalogue, raise: allyHelpError } = defineErrors({
  HELP_ITEM_GONE: ['This queue item is no longer running', 'CONFLICT'],
  HELP_ALREADY_ASKED: ['You already asked your alliance for help with this', 'CONFLICT'],
  HELP_NOT_FOUND: ['Help request not found', 'NOT_FOUND'],
  HELP_OWN_ITEM: ['You cannot help with your own queue', 'CONFLICT'],
  HELP_NOT_ALLY: ['Only members of the same alliance can help', 'CONFLICT'],
  HELP_ALREADY_GIVEN: ['You already helped with this', 'CONFLICT'],
  HELP_CAP_REACHED: ['This item has all the help it can get', 'CONFLICT'],
});

const BY_REASON = {
  OWN_ITEM: 'HELP_OWN_ITEM',
  NOT_ALLY: 'HELP_NOT_ALLY',
  DONE: 'HELP_ITEM_GONE',
  ALREADY_HELPED: 'HELP_ALREADY_GIVEN',
  CAP_REACHED: 'HELP_CAP_REACHED',
} as const satisfies Record<HelpRefusal, keyof typeof allyHelpCatalogue>;

export const allyHelpErrors = {
  refused: (reason: HelpRefusal) => allyHelpError(BY_REASON[reason]),
  itemGone: () => allyHelpError('HELP_ITEM_GONE'),
  alreadyAsked: () => allyHelpError('HELP_ALREADY_ASKED'),
  notFound: () => allyHelpError('HELP_NOT_FOUND'),
};

export const ALLY_HELP_TEXTS = Object.values(allyHelpCatalogue).map((d) => d.message);
