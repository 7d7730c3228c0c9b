"use client";

import { initialFormState, type FormState } from "@/lib/web/form-state";

/**
 * Players' reports and judges' result entries made offline (issue 39), kept in this browser's IndexedDB until the network
 * is back, then sent in the order they were made, each with the idempotency key it was given
 * when made: sent twice (two tabs, an answer lost on the way), it is saved once by the server
 * (lib/server/results/report-keys.ts). A report the server refuses (the result was recorded
 * meanwhile…) stays, marked with the server's words, until the player has read them.
 */
/** A player's report ("swiss"…) or a judge's result entry ("judgeSwiss"…): the server action it is sent through. */
export type ReportKind = "swiss" | "matchPlay" | "elimination" | "judgeSwiss" | "judgeMatchPlay" | "judgeElimination";
export interface QueuedReport {
  key: string;
  eventId: string;
  matchId: string;
  kind: ReportKind;
  /** The form's fields, as the player sent them. */
  fields: [string, string][];
  madeAt: number;
  /** The server's refusal, once sent: shown to the player. */
  refused?: string;
}

export const WAITING = "Waiting for the network — will be sent.";
const DB = "holonet-offline";
const STORE = "reports";
/** Told whenever the queue changes (the pairings page's report panel listens). */
export const QUEUE_CHANGED = "holonet:reports";

/** The server actions that take each kind of report (the root layout hands them down). */
export type ReportSenders = Record<ReportKind, (eventId: string, matchId: string, prev: FormState, form: FormData) => Promise<FormState>>;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "key" });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req ? req.result : undefined);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

let shared: Promise<QueuedReport[]> | null = null;
const changed = () => {
  shared = null;
  window.dispatchEvent(new Event(QUEUE_CHANGED));
};

/** A key no other report shares (also on a hall's plain-HTTP address, where randomUUID is missing). */
export function newReportKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function queueReport(report: Omit<QueuedReport, "madeAt">): Promise<void> {
  await run("readwrite", (s) => s.put({ ...report, madeAt: Date.now() }));
  changed();
}

/** The reports kept for a match (or all), oldest first. */
export async function queuedReports(matchId?: string): Promise<QueuedReport[]> {
  if (typeof indexedDB === "undefined") return [];
  const all = ((await run<QueuedReport[]>("readonly", (s) => s.getAll() as IDBRequest<QueuedReport[]>)) ?? []).sort((a, b) => a.madeAt - b.madeAt);
  return matchId ? all.filter((r) => r.matchId === matchId) : all;
}

/** The whole queue, read once for every form on the page (a judge's console has a form per table) until it changes. */
export function sharedQueue(): Promise<QueuedReport[]> {
  shared ??= queuedReports().catch(() => []);
  return shared;
}

export async function forgetReport(key: string): Promise<void> {
  await run("readwrite", (s) => s.delete(key));
  changed();
}

/** Sign-out: nothing of this player stays on the phone. */
export async function forgetAllReports(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await run("readwrite", (s) => s.clear());
  changed();
}

/** Whether an error is the network's (the report is kept) rather than the server's answer. */
export const isNetworkError = (err: unknown) => err instanceof TypeError || !navigator.onLine;

let flushing: Promise<void> | null = null;

/** Sends the waiting reports in the order they were made; stops at the first the network does not take. */
export function flushReports(send: ReportSenders): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const report of await queuedReports()) {
        if (report.refused) continue;
        const form = new FormData();
        for (const [k, v] of report.fields) form.append(k, v);
        form.set("idempotencyKey", report.key);
        let answer: FormState;
        try {
          answer = await send[report.kind](report.eventId, report.matchId, initialFormState, form);
        } catch (err) {
          if (isNetworkError(err)) return;
          answer = { ok: false, message: "The server could not take this report." };
        }
        if (answer.ok) await forgetReport(report.key);
        else {
          await run("readwrite", (s) => s.put({ ...report, refused: answer.message ?? "The server refused this report." }));
          changed();
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * A report form's action that works offline: every report gets an idempotency key; without a
 * network (or when the network fails on the way) the report is kept here and sent later.
 */
export function offlineReady(kind: ReportKind, eventId: string, matchId: string, action: (prev: FormState, form: FormData) => Promise<FormState>) {
  return async (prev: FormState, form: FormData): Promise<FormState> => {
    const key = newReportKey();
    form.set("idempotencyKey", key);
    const keep = async () => {
      const fields = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string" && !e[0].startsWith("$ACTION") && e[0] !== "idempotencyKey");
      await queueReport({ key, eventId, matchId, kind, fields });
      return { ok: true, message: WAITING };
    };
    if (!navigator.onLine) return keep();
    try {
      return await action(prev, form);
    } catch (err) {
      if (isNetworkError(err)) return keep();
      throw err;
    }
  };
}
