/** Protection beyond the beginner's shield (decisions 055, 067): the bash limit and strength protection. */
export { protectionRouter } from './procedures.ts';
export { protectionCatalogue, protectionErrors, PROTECTION_TEXTS } from './errors.ts';
export { type AttackedBase, type AttackInFlight, type AttackSource, registerAttackSources } from './sources.ts';
export {
  type AttackAsk,
  arrivalRefusal,
  protectionFacts,
  protectionVerdict,
  recordLanding,
  refuseIfProtected,
  type TargetBase,
} from './service.ts';
