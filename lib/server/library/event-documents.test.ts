import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { createEvent } from "@/lib/server/events/events";
import {
  deleteEventDocument,
  eventDocumentFile,
  eventLibraryScope,
  getEventDocument,
  listEventDocuments,
  MAX_DOCUMENTS_PER_EVENT,
  uploadEventDocument,
} from "@/lib/server/library/event-documents";
import { searchTheLibrary } from "@/lib/server/library/library-search";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { MAX_PDF_BYTES } from "@/lib/schemas/event-document";
import * as listRoute from "@/app/api/v1/events/[eventId]/documents/route";
import * as itemRoute from "@/app/api/v1/events/[eventId]/documents/[documentId]/route";
import { newUser } from "../../../tests/helpers";
import { addStaffUser } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as ServiceError,
  );

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const pdfBytes = (size = 64) => {
  const head = new TextEncoder().encode("%PDF-1.7\n");
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = i % 251;
  return bytes;
};

const SHEET = ["# Hall rulings", "", "Read before round 1.", "", "## Section 5 - Losing the game", "", "5.7 Play continues until both members of a team are defeated.", "", "5.8 **Sabacc** hands are dealt face down."].join("\n");

async function ffgEvent() {
  const org = await newUser();
  const event = await createEvent(org, { name: "Documents Open", structure: "basic", tier: "relaxed" });
  return { org, eventId: event.id };
}

async function state(eventId: string) {
  const db = await getDb();
  const [documents, audit, event] = await Promise.all([
    db.eventDocument.count({ where: { eventId } }),
    db.auditEntry.count({ where: { eventId } }),
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } }),
  ]);
  return { documents, audit, version: event.version };
}

const call = (eventId: string, token: string | null, body?: unknown, raw?: string) =>
  listRoute.POST(
    new Request(`http://test.local/api/v1/events/${eventId}/documents`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: raw ?? JSON.stringify(body),
    }),
    { params: Promise.resolve({ eventId }) },
  );

describe("event documents", () => {
  it("uploads a Markdown sheet: listed, parsed into sections, searchable for the event, audited", async () => {
    const { org, eventId } = await ffgEvent();
    const before = await state(eventId);
    const doc = await uploadEventDocument(org, eventId, { title: "  Hall rulings ", kind: "markdown", text: SHEET });
    expect(doc).toMatchObject({ title: "Hall rulings", kind: "markdown", url: `/events/${eventId}/documents/${doc.id}`, fileUrl: `/api/v1/events/${eventId}/documents/${doc.id}` });
    expect(doc.bytes).toBe(new TextEncoder().encode(SHEET).byteLength);
    const after = await state(eventId);
    expect(after).toEqual({ documents: before.documents + 1, audit: before.audit + 1, version: before.version + 1 });
    const db = await getDb();
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "document.upload" } });
    expect(entry.data).toMatchObject({ documentId: doc.id, title: "Hall rulings", kind: "markdown" });

    const list = await listEventDocuments(eventId);
    expect(list.documents.map((d) => d.id)).toEqual([doc.id]);

    const content = await getEventDocument(eventId, doc.id);
    expect(content.text).toBe(SHEET);
    expect(content.doc!.sections.map((s) => s.anchor)).toEqual(["hall-rulings", "section-5", "5.7", "5.8"]);

    // The library search from the judge pages covers the sheet and the event's game only.
    const found = await searchTheLibrary("sabacc", { eventId });
    expect(found.hits[0]).toMatchObject({ slug: `doc:${doc.id}`, anchor: "5.8", href: `/events/${eventId}/documents/${doc.id}?q=sabacc#5.8` });
    expect(found.hits.every((h) => h.slug === `doc:${doc.id}` || h.slug === "ffg-swtcg-tournament-regulations-v3-1")).toBe(true);
    const everywhere = await searchTheLibrary("sabacc");
    expect(everywhere.hits.map((h) => h.slug)).toContain("swccg-2v2-team-tournament-rules");
    expect(everywhere.hits.map((h) => h.slug)).not.toContain(`doc:${doc.id}`);
    const scope = await eventLibraryScope(eventId);
    expect(scope.documents.map((d) => [d.id, d.kind])).toEqual([[doc.id, "markdown"]]);

    // The file route hands the text back as Markdown.
    const res = await itemRoute.GET(new Request("http://test.local/x"), { params: Promise.resolve({ eventId, documentId: doc.id }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(res.headers.get("content-security-policy")).toMatch(/(^|; )sandbox(;|$)/);
    expect(await res.text()).toBe(SHEET);
  });

  it("uploads a PDF through the API and serves it as a sandboxed download (its scripts never run in the app's origin)", async () => {
    const { org, eventId } = await ffgEvent();
    const token = await createApiToken(org.id);
    const bytes = pdfBytes(5000);
    const res = await call(eventId, token, { title: "Règles du tournoi", kind: "pdf", base64: `data:application/pdf;base64,${b64(bytes)}` });
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { id: string; kind: string; bytes: number };
    expect(doc).toMatchObject({ kind: "pdf", bytes: 5000 });

    const file = await itemRoute.GET(new Request("http://test.local/x"), { params: Promise.resolve({ eventId, documentId: doc.id }) });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="R_gles du tournoi\.pdf"; filename\*=UTF-8''R%C3%A8gles%20du%20tournoi\.pdf$/);
    const csp = file.headers.get("content-security-policy") ?? "";
    expect(csp.split(/;\s*/)).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'"]));
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect((await eventDocumentFile(eventId, doc.id)).body).toEqual(bytes);
    // A PDF has no sections to render; its page links to the file.
    expect(await getEventDocument(eventId, doc.id)).toMatchObject({ text: null, doc: null, summary: { kind: "pdf" } });
  });

  it("refuses a file that is not a PDF, bad base64 and a missing text, naming the field; nothing changes", async () => {
    const { org, eventId } = await ffgEvent();
    const before = await state(eventId);
    const notPdf = await refusal(uploadEventDocument(org, eventId, { title: "Sheet", kind: "pdf", base64: b64(new TextEncoder().encode("<html>not a pdf</html>")) }));
    expect(notPdf.code).toBe("invalid_input");
    expect(notPdf.issues).toEqual([expect.objectContaining({ path: ["base64"], message: "The file is not a PDF (a PDF starts with %PDF-)." })]);
    const garbage = await refusal(uploadEventDocument(org, eventId, { title: "Sheet", kind: "pdf", base64: "%%% not base64 %%%" }));
    expect(garbage.issues[0]).toMatchObject({ path: ["base64"], message: "The file is not valid base64." });
    const noText = await refusal(uploadEventDocument(org, eventId, { title: "Sheet", kind: "markdown" }));
    expect(noText.issues[0]).toMatchObject({ path: ["text"] });
    const badKind = await refusal(uploadEventDocument(org, eventId, { title: "Sheet", kind: "docx", text: "x" }));
    expect(badKind.issues[0]).toMatchObject({ path: ["kind"] });
    const noTitle = await refusal(uploadEventDocument(org, eventId, { title: " ", kind: "markdown", text: "x" }));
    expect(noTitle.issues[0]).toMatchObject({ path: ["title"] });
    const nul = await refusal(uploadEventDocument(org, eventId, { title: "Sheet", kind: "markdown", text: "a\u0000b" }));
    expect(nul.issues[0]).toMatchObject({ path: ["text"] });
    expect(await state(eventId)).toEqual(before);

    // Through the API: a 400 with the field's message.
    const token = await createApiToken(org.id);
    const res = await call(eventId, token, { title: "Sheet", kind: "pdf", base64: b64(new TextEncoder().encode("GIF89a")) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string[]; message: string }[] } };
    expect(body.error.issues[0]).toMatchObject({ path: ["base64"], message: "The file is not a PDF (a PDF starts with %PDF-)." });
    expect(await state(eventId)).toEqual(before);
  });

  it("limits sizes: a PDF over 2 MB is a 400, a body past the cap a 413, a Markdown text over 200,000 characters a 400", async () => {
    const { org, eventId } = await ffgEvent();
    const before = await state(eventId);
    const big = await refusal(uploadEventDocument(org, eventId, { title: "Big", kind: "pdf", base64: b64(pdfBytes(MAX_PDF_BYTES + 1)) }));
    expect(big.issues[0]).toMatchObject({ path: ["base64"], message: expect.stringMatching(/^The PDF can be at most 2\.0 MB; this one is 2\.0 MB\.$/) });
    const fits = await uploadEventDocument(org, eventId, { title: "Just fits", kind: "pdf", base64: b64(pdfBytes(MAX_PDF_BYTES)) });
    expect(fits.bytes).toBe(MAX_PDF_BYTES);
    const long = await refusal(uploadEventDocument(org, eventId, { title: "Long", kind: "markdown", text: "x".repeat(200_001) }));
    expect(long.issues[0]).toMatchObject({ path: ["text"] });

    const token = await createApiToken(org.id);
    const huge = await call(eventId, token, undefined, JSON.stringify({ title: "Huge", kind: "pdf", base64: "A".repeat(4 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await state(eventId)).toMatchObject({ documents: before.documents + 1 });
  });

  it("at most 20 documents per event", async () => {
    const { org, eventId } = await ffgEvent();
    const db = await getDb();
    await db.eventDocument.createMany({ data: Array.from({ length: MAX_DOCUMENTS_PER_EVENT }, (_, i) => ({ eventId, title: `Sheet ${i}`, kind: "markdown", text: "x" })) });
    const full = await refusal(uploadEventDocument(org, eventId, { title: "One more", kind: "markdown", text: "x" }));
    expect(full.code).toBe("conflict");
  });

  it("only the organizer uploads and removes: strangers, judges and anonymous callers are refused", async () => {
    const { org, eventId } = await ffgEvent();
    const judge = await addStaffUser(eventId, "judge");
    const stranger = await newUser("stranger");
    const other = await ffgEvent();
    const doc = await uploadEventDocument(org, eventId, { title: "Hall rulings", kind: "markdown", text: SHEET });
    const before = await state(eventId);
    const input = { title: "Mine", kind: "markdown", text: "# Mine" };
    expect((await refusal(uploadEventDocument(stranger, eventId, input))).code).toBe("forbidden");
    expect((await refusal(uploadEventDocument(judge, eventId, input))).code).toBe("forbidden");
    expect((await refusal(uploadEventDocument(other.org, eventId, input))).code).toBe("forbidden");
    expect((await refusal(uploadEventDocument(null, eventId, input))).code).toBe("unauthenticated");
    expect((await refusal(deleteEventDocument(stranger, eventId, doc.id))).code).toBe("forbidden");
    expect((await refusal(deleteEventDocument(judge, eventId, doc.id))).code).toBe("forbidden");
    expect(await state(eventId)).toEqual(before);
    expect((await call(eventId, await createApiToken(stranger.id), input)).status).toBe(403);
    expect((await call(eventId, null, input)).status).toBe(401);
    // Another event's organizer cannot reach this event's document through their own event.
    expect((await refusal(deleteEventDocument(other.org, other.eventId, doc.id))).code).toBe("not_found");
    expect((await refusal(getEventDocument(other.eventId, doc.id))).code).toBe("not_found");
    expect(await state(eventId)).toEqual(before);
  });

  it("lists the library documents of the event's game", async () => {
    const org = await newUser();
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{ structure: "basic", tier: "relaxed" }, "ffg-swtcg", ["ffg-swtcg-tournament-regulations-v3-1"]],
      [{ preset: "swg-swiss" }, "swg-tcg", ["swg-tcg-rulebook"]],
      [{ preset: "generic-swiss", presetOptions: { game: "swccg" } }, "swccg", ["swccg-2v2-team-tournament-rules"]],
      [{ preset: "generic-swiss", presetOptions: { game: "young-jedi" } }, "young-jedi", ["young-jedi-vcs1-rules-updates"]],
      [{ preset: "generic-single-elimination", presetOptions: { game: "wotc-swtcg" } }, "wotc-swtcg", ["swtcg-errata-rulings-2002-07"]],
    ];
    for (const [input, game, slugs] of cases) {
      const event = await createEvent(org, { name: `Library ${game}`, ...input });
      const list = await listEventDocuments(event.id);
      expect(list.game).toBe(game);
      expect(list.library.map((d) => d.slug)).toEqual(slugs);
      expect(list.library[0]!.url).toBe(`/library/${slugs[0]}`);
      // Through the public API, signed out.
      const res = await listRoute.GET(new Request("http://test.local/x"), { params: Promise.resolve({ eventId: event.id }) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { library: { slug: string }[] }).library.map((d) => d.slug)).toEqual(slugs);
    }
    const search = await searchTheLibrary("force drain", { eventId: (await createEvent(org, { name: "2v2", preset: "generic-swiss", presetOptions: { game: "swccg" } })).id });
    expect(search.hits[0]).toMatchObject({ slug: "swccg-2v2-team-tournament-rules", anchor: "2.4", href: "/library/swccg-2v2-team-tournament-rules?q=force%20drain#2.4" });
    expect((await refusal(listEventDocuments("doesnotexist0000000000000"))).code).toBe("not_found");
  });

  it("deletes a document: gone from the list and the file route, audited", async () => {
    const { org, eventId } = await ffgEvent();
    const doc = await uploadEventDocument(org, eventId, { title: "Old sheet", kind: "pdf", base64: b64(pdfBytes()) });
    const keep = await uploadEventDocument(org, eventId, { title: "New sheet", kind: "markdown", text: SHEET });
    const token = await createApiToken(org.id);
    const res = await itemRoute.DELETE(
      new Request("http://test.local/x", { method: "DELETE", headers: { authorization: `Bearer ${token}` } }),
      { params: Promise.resolve({ eventId, documentId: doc.id }) },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: doc.id, title: "Old sheet" });
    expect((await listEventDocuments(eventId)).documents.map((d) => d.id)).toEqual([keep.id]);
    const gone = await itemRoute.GET(new Request("http://test.local/x"), { params: Promise.resolve({ eventId, documentId: doc.id }) });
    expect(gone.status).toBe(404);
    expect((await refusal(deleteEventDocument(org, eventId, doc.id))).code).toBe("not_found");
    const db = await getDb();
    expect(await db.auditEntry.findFirst({ where: { eventId, action: "document.delete" } })).toMatchObject({ data: { documentId: doc.id, title: "Old sheet", kind: "pdf" } });
  });
});
