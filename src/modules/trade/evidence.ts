/**
 * What the market moves, in the evidence ledger (issue 34): an exchange on the trader's base and the
 * tax on the holder's, an order placed (its goods out of the stores), cancelled (what is left back)
 * and filled (what the station paid), a wager at the smuggler's den. Each is written in the trade's
 * own transaction, so the ledger holds exactly the trades that happened.
 */
import type { Executor } from '../../platform/db.ts';
import { recordMove } from '../ledger/index.ts';

export type MarketLedgerKind = 'market-exchange' | 'market-tax' | 'market-order' | 'market-fill' | 'wager';

interface BaseKey {
  id: string;
  profile_id: string;
  world_id: string;
}

export interface MarketMove {
  base: BaseKey;
  kind: MarketLedgerKind;
  station?: { x: number; y: number };
  /** what left the stores (positive) */
  paid?: { resource: string; amount: number };
  /** what came into them (positive) */
  got?: { resource: string; amount: number };
  at: number;
  cause?: string;
  details?: Record<string, unknown>;
}

export async function recordMarketMove(ex: Executor, m: MarketMove): Promise<void> {
  const resources: Record<string, number> = {};
  if (m.paid && m.paid.amount) resources[m.paid.resource] = (resources[m.paid.resource] ?? 0) - m.paid.amount;
  if (m.got && m.got.amount) resources[m.got.resource] = (resources[m.got.resource] ?? 0) + m.got.amount;
  const where = m.station ? `${m.station.x}:${m.station.y}` : '';
  await recordMove(ex, {
    base: m.base,
    kind: m.kind,
    cause: m.cause ?? [where, m.paid && m.got ? `${m.paid.resource}→${m.got.resource}` : ''].filter(Boolean).join(' '),
    resources,
    at: m.at,
    details: { ...(m.station ? { station: m.station } : {}), ...(m.details ?? {}) },
  });
}
