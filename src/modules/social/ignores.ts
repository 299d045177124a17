/**
 * Ignoring a commander: their chat lines and private messages are hidden for the reader, and they
 * cannot write to the reader privately. Listed on the reader's profile and undone there.
 */
import type { Db, Executor } from '../../platform/db.ts';
import { profileNames } from '../worlds/index.ts';
import { otherCommander } from './commanders.ts';
import { socialErrors } from './errors.ts';
import { deleteIgnore, ignoresOne, insertIgnore, listIgnorersOf, listIgnores } from './repo.ts';

export async function ignoreCommander(db: Db, profileId: string, username: string, now: number) {
  const other = await otherCommander(db, profileId, username);
  await insertIgnore(db, profileId, other.id, new Date(now));
  return { username: other.username, since: now };
}

export async function unignoreCommander(db: Db, profileId: string, username: string) {
  const other = await otherCommander(db, profileId, username);
  if (!(await deleteIgnore(db, profileId, other.id))) throw socialErrors.notIgnored();
  return { ok: true };
}

export async function listIgnored(db: Db, profileId: string) {
  const rows = await listIgnores(db, profileId);
  const names = await profileNames(
    db,
    rows.map((r) => r.ignored_id),
  );
  return rows.map((r) => ({ username: names.get(r.ignored_id) ?? '', since: r.created_at.getTime() }));
}

/** The commanders a reader ignores (their lines are left out of what the reader is shown). */
export async function ignoredBy(ex: Executor, profileId: string): Promise<Set<string>> {
  return new Set((await listIgnores(ex, profileId)).map((r) => r.ignored_id));
}

/** Answers per chat line, shared by every socket of this process that hears the line. */
const lineIgnorers = new Map<string, Promise<Set<string>>>();
/** How long a line's answer is kept: long enough for every socket here to have heard the line. */
const LINE_MEMO_MS = 30_000;

/**
 * The commanders who ignore the author of chat line `lineId`, asked once per line in this process:
 * a line heard by thousands of sockets here asks the database once, not once per socket (the
 * socket bench, decision 089). The answer is as fresh as the line: an ignore set later hides the
 * author's next line.
 */
export function ignorersOfLine(ex: Executor, lineId: string, authorId: string): Promise<Set<string>> {
  let answer = lineIgnorers.get(lineId);
  if (!answer) {
    answer = listIgnorersOf(ex, authorId).then((rows) => new Set(rows.map((r) => r.profile_id)));
    lineIgnorers.set(lineId, answer);
    const forget = () => {
      if (lineIgnorers.get(lineId) === answer) lineIgnorers.delete(lineId);
    };
    setTimeout(forget, LINE_MEMO_MS).unref?.();
    // a failed read is not kept: the next socket asks again
    answer.catch(forget);
  }
  return answer;
}

/** Refuses a private message (or any approach) from `senderId` to a recipient who ignores them. */
export async function refuseIfIgnored(ex: Executor, recipientId: string, senderId: string): Promise<void> {
  if (await ignoresOne(ex, recipientId, senderId)) throw socialErrors.ignoresYou();
}
