/**
 * The documents that apply to an event: the judges' library documents of its game (rules,
 * rulings, errata, the tournament regulations; lib/library/manifest.ts) and the organizer's own
 * uploads — a rulings sheet as Markdown or PDF (EventDocument). Anyone may read them (a rulings
 * sheet is handed to players too); only the organizer adds or removes one, under the event's lock,
 * with an audit entry.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import { libraryForGame } from "@/lib/library/manifest";
import { parseDocument } from "@/lib/library/parse";
import type { IndexedDocument } from "@/lib/library/search";
import type { ParsedDocument } from "@/lib/library/types";
import type { User } from "@/lib/schemas/auth";
import {
  EventDocumentInput,
  MAX_DOCUMENTS_PER_EVENT,
  type EventDocumentKind,
  type EventDocumentList,
  type EventDocumentSummary,
  type LibraryDocumentRef,
} from "@/lib/schemas/event-document";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, notFound } from "../kernel/errors";
import { planOf } from "../kernel/event-format";
import { parseId, parseInput } from "../kernel/validate";

export { MAX_DOCUMENTS_PER_EVENT } from "@/lib/schemas/event-document";

interface Row {
  id: string;
  title: string;
  kind: string;
  createdAt: Date;
  bytes: number;
}

const kindOf = (kind: string): EventDocumentKind => (kind === "pdf" ? "pdf" : "markdown");

const toSummary = (eventId: string, r: Row): EventDocumentSummary => ({
  id: r.id,
  title: r.title,
  kind: kindOf(r.kind),
  bytes: Number(r.bytes),
  createdAt: r.createdAt.toISOString(),
  url: `/events/${eventId}/documents/${r.id}`,
  fileUrl: `/api/v1/events/${eventId}/documents/${r.id}`,
});

/** The uploads' facts without their contents (a PDF can be megabytes). */
async function rows(db: Db | Tx, eventId: string, documentId?: string): Promise<Row[]> {
  const list = await db.$queryRaw<Row[]>`
    SELECT id, title, kind, "createdAt", COALESCE(octet_length(data), octet_length(text), 0)::int AS bytes
    FROM "EventDocument"
    WHERE "eventId" = ${eventId} AND (${documentId ?? null}::text IS NULL OR id = ${documentId ?? null}::text)
    ORDER BY "createdAt", id`;
  return list;
}

async function eventGame(db: Db | Tx, eventId: string): Promise<string> {
  parseId("Event", eventId);
  const event = await db.event.findUnique({ where: { id: eventId }, select: { preset: true, presetOptions: true } });
  if (!event) throw notFound("Event");
  return planOf(event).game;
}

/** The library documents for a game, as the event lists them. */
export function libraryRefsForGame(game: string): LibraryDocumentRef[] {
  return libraryForGame(game).map((m) => ({
    slug: m.slug,
    title: m.title,
    shortTitle: m.shortTitle,
    kind: m.kind,
    game: m.game,
    version: m.version,
    url: `/library/${m.slug}`,
  }));
}

/** GET /events/{eventId}/documents: the library's documents for its game and its uploads. Public. */
export async function listEventDocuments(eventId: string): Promise<EventDocumentList> {
  const db = await getDb();
  const game = await eventGame(db, eventId);
  const documents = (await rows(db, eventId)).map((r) => toSummary(eventId, r));
  return { eventId, game, library: libraryRefsForGame(game), documents };
}

/** Parsed uploads, by id: an upload never changes (it is replaced by a new one), so this never goes stale. */
const parsedSheets = new Map<string, ParsedDocument>();

export function parseSheet(documentId: string, text: string): ParsedDocument {
  let doc = parsedSheets.get(documentId);
  if (!doc) {
    doc = parseDocument(text, { style: "markdown", inline: "markdown" });
    if (parsedSheets.size >= 200) parsedSheets.clear();
    parsedSheets.set(documentId, doc);
  }
  return doc;
}

export interface EventDocumentContent {
  summary: EventDocumentSummary;
  /** A Markdown sheet's text and sections; null for a PDF. */
  text: string | null;
  doc: ParsedDocument | null;
}

/** One upload with its Markdown parsed into sections (the document page). Public. */
export async function getEventDocument(eventId: string, documentId: string): Promise<EventDocumentContent> {
  parseId("Event", eventId);
  parseId("Document", documentId);
  const db = await getDb();
  const [row] = await rows(db, eventId, documentId);
  if (!row) throw notFound("Document");
  if (kindOf(row.kind) === "pdf") return { summary: toSummary(eventId, row), text: null, doc: null };
  const stored = await db.eventDocument.findUniqueOrThrow({ where: { id: documentId }, select: { text: true } });
  const text = stored.text ?? "";
  return { summary: toSummary(eventId, row), text, doc: parseSheet(documentId, text) };
}

/** GET /events/{eventId}/documents/{documentId}: the file itself (a PDF, or the Markdown text). Public. */
export async function eventDocumentFile(eventId: string, documentId: string): Promise<{ title: string; kind: EventDocumentKind; body: Uint8Array }> {
  parseId("Event", eventId);
  parseId("Document", documentId);
  const db = await getDb();
  const row = await db.eventDocument.findFirst({ where: { id: documentId, eventId }, select: { title: true, kind: true, text: true, data: true } });
  if (!row) throw notFound("Document");
  const kind = kindOf(row.kind);
  const body = kind === "pdf" ? new Uint8Array(row.data ?? new Uint8Array()) : new TextEncoder().encode(row.text ?? "");
  return { title: row.title, kind, body };
}

/** POST /events/{eventId}/documents: organizer only; a Markdown sheet or a PDF (checked by its %PDF- header, at most 2 MB). */
export async function uploadEventDocument(user: User | null, eventId: string, input: unknown): Promise<EventDocumentSummary> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "documents.upload", eventId, user);
    const data = parseInput(EventDocumentInput, input);
    const count = await tx.eventDocument.count({ where: { eventId } });
    if (count >= MAX_DOCUMENTS_PER_EVENT) throw conflict(`An event holds at most ${MAX_DOCUMENTS_PER_EVENT} documents: remove one first.`);
    const row = await tx.eventDocument.create({
      data:
        data.kind === "pdf"
          ? { eventId, title: data.title, kind: "pdf", data: new Uint8Array(data.data) }
          : { eventId, title: data.title, kind: "markdown", text: data.text },
      select: { id: true },
    });
    const [stored] = await rows(tx, eventId, row.id);
    await audit(tx, { eventId, userId: caller.id, action: "document.upload", data: { documentId: row.id, title: data.title, kind: data.kind, bytes: Number(stored!.bytes) } });
    return toSummary(eventId, stored!);
  });
}

/** DELETE /events/{eventId}/documents/{documentId}: organizer only. */
export async function deleteEventDocument(user: User | null, eventId: string, documentId: string): Promise<EventDocumentSummary> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "documents.delete", eventId, user);
    parseId("Document", documentId);
    const [row] = await rows(tx, eventId, documentId);
    if (!row) throw notFound("Document");
    await tx.eventDocument.delete({ where: { id: documentId } });
    await audit(tx, { eventId, userId: caller.id, action: "document.delete", data: { documentId, title: row.title, kind: kindOf(row.kind) } });
    parsedSheets.delete(documentId);
    return toSummary(eventId, row);
  });
}

export interface EventLibraryScope {
  eventId: string;
  eventName: string;
  game: string;
  /** The library documents that apply to the event. */
  slugs: string[];
  /** Its Markdown sheets, ready to search (slug "doc:<id>"). */
  sheets: IndexedDocument[];
  /** Every upload, for references ("doc:<id>#anchor"); a PDF has no sections. */
  documents: { id: string; title: string; kind: EventDocumentKind; doc: ParsedDocument | null }[];
}

/** What the library searches and resolves for an event: its game's documents and its uploads. Public. */
export async function eventLibraryScope(eventId: string): Promise<EventLibraryScope> {
  parseId("Event", eventId);
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { name: true, preset: true, presetOptions: true } });
  if (!event) throw notFound("Event");
  const game = planOf(event).game;
  const uploads = await db.eventDocument.findMany({ where: { eventId }, select: { id: true, title: true, kind: true, text: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const documents = uploads.map((u) => ({
    id: u.id,
    title: u.title,
    kind: kindOf(u.kind),
    doc: kindOf(u.kind) === "markdown" ? parseSheet(u.id, u.text ?? "") : null,
  }));
  return {
    eventId,
    eventName: event.name,
    game,
    slugs: libraryForGame(game).map((m) => m.slug),
    sheets: documents.flatMap((d) => (d.doc ? [{ slug: `doc:${d.id}`, title: d.title, doc: d.doc }] : [])),
    documents,
  };
}
