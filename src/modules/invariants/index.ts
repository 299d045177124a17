/** Invariants: what must hold in a world, checked nightly and on demand, with safe repairs audited. */
export { invariantsRouter } from './procedures.ts';
export { countUnitMoves } from './units.ts';
export {
  findViolations,
  INVARIANT_KINDS,
  INVARIANTS_NIGHTLY_TASK,
  invariantTasks,
  NIGHTLY_RUNNER,
  runChecks,
} from './service.ts';
