import { defineErrors } from '../../platform/errors.ts';

/** The cores module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: coresCatalogue, raise: coresError } = defineErrors({
  CATALYST_MAX: ['This catalyst is at its highest level', 'CONFLICT'],
  CORES_MAX: ['You hold as many cores as you can', 'CONFLICT'],
  EMBRACE_COOLDOWN: ["You can't activate Embrace yet.", 'CONFLICT'],
  CORE_EMPTY: ['Refine a catalyst before embracing this core', 'CONFLICT'],
  CORE_NOT_FOUND: ['Core not found', 'NOT_FOUND'],
});
