/**
 * Checking the smuggler's dice in the browser: the revealed seed must hash to the hash shown before
 * the roll, and HMAC-SHA256(seed, clientSeed) must show the dice the server rolled (src/game
 * diceFromDigest reads them). @noble/hashes works without a secure context (plain http too).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { type Dice, diceFromDigest, fromHex, toHex } from '../../game/index.ts';

export const seedHashOf = (serverSeed: string) => toHex(sha256(fromHex(serverSeed)));

export const diceOf = (serverSeed: string, clientSeed: string): Dice =>
  diceFromDigest(hmac(sha256, fromHex(serverSeed), utf8ToBytes(clientSeed)));

/** Does the revealed wager hold up? Its seed matches the hash shown before, and it rolls the dice shown. */
export function verifyWager(w: { serverSeed: string; seedHash: string; clientSeed: string; dice: number[] }): boolean {
  try {
    const dice = diceOf(w.serverSeed, w.clientSeed);
    return seedHashOf(w.serverSeed) === w.seedHash && dice[0] === w.dice[0] && dice[1] === w.dice[1];
  } catch {
    return false;
  }
}

/** A fresh client seed: the player's own share of the randomness, so the server cannot pick a seed for it. */
export function newClientSeed(): string {
  const b = new Uint8Array(8);
  crypto.getRandomValues(b);
  return toHex(b);
}
