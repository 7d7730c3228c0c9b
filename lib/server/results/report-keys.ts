/**
 * Idempotency keys of players' reports (issue 39). A phone that reported offline sends its
 * queued report when the network is back, and may send it twice (a retry after a lost answer, a
 * double tap, two tabs): the report carries a key, kept with it (`ReportKey`), and a report whose
 * key is known is not saved again — the caller gets the match's state as it is now. The same key
 * with another report (or another match, another account) is refused.
 */
import { getDb, type Tx } from "@/lib/db";
import { asJson } from "../kernel/stored";
import { conflict, invalidField } from "../kernel/errors";

/** A key is the client's: a UUID fits, anything longer or odd is refused. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function checkedKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined || key === "") return null;
  if (!KEY.test(key)) throw invalidField("idempotencyKey", "An idempotency key is 8 to 100 letters, digits, - or _.");
  return key;
}

/** JSON with each object's keys in order: the database gives a stored body's keys back in its own order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v !== null && typeof v === "object"
      ? `{${Object.keys(v)
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(v);
const sameBody = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Whether this key's report is already saved (true: do nothing more); throws when the key was used for something else. */
export async function alreadySaved(tx: Tx, key: string, who: { userId: string; matchId: string }, body: unknown): Promise<boolean> {
  const known = await tx.reportKey.findUnique({ where: { key }, include: { report: { select: { matchId: true } } } });
  if (!known) return false;
  if (known.userId !== who.userId || known.report.matchId !== who.matchId || !sameBody(known.body, body)) {
    throw conflict("This report's idempotency key was already used for a different report: send the new report with a new key.");
  }
  return true;
}

/** Keeps the key with the report it saved. */
export async function keepKey(tx: Tx, key: string, reportId: string, userId: string, body: unknown): Promise<void> {
  await tx.reportKey.create({ data: { key, reportId, userId, body: asJson(body) } });
}

/**
 * A leader's result save sent with an idempotency key (a judge's entry queued offline on a
 * phone): `save` runs unless this key's save is known, when `already` answers instead (the match
 * as it is now). The key is kept once the save has committed, outside its transaction (the fast
 * save path stays one statement): two sends racing past the read both carry the same
 * `expectedVersion`, so the second is refused as stale, never saved twice; a send after a crash
 * between the save and the key is refused the same way. The same key with another input, match
 * or account is a 409.
 */
export async function savedOnce<T>(key: string | null, who: { userId: string; matchId: string }, body: unknown, save: () => Promise<T>, already: () => Promise<T>): Promise<T> {
  if (key === null) return save();
  const db = await getDb();
  const known = await db.resultKey.findUnique({ where: { key } });
  if (known) {
    if (known.userId !== who.userId || known.matchId !== who.matchId || !sameBody(known.body, body)) {
      throw conflict("This result's idempotency key was already used for a different save: send the new result with a new key.");
    }
    return already();
  }
  const saved = await save();
  await db.resultKey.createMany({ data: [{ key, matchId: who.matchId, userId: who.userId, body: asJson(body) }], skipDuplicates: true });
  return saved;
}
