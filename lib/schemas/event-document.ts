/**
 * An event's documents: the judges' library documents for its game, and the organizer's own
 * uploads (a rulings sheet as Markdown or PDF).
 */
import { z } from "zod";
import { apiRegistry } from "./registry";
import { text } from "./text";

export const DOCUMENT_KINDS = ["markdown", "pdf"] as const;
export type EventDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Uploads an event may hold (live and on import). */
export const MAX_DOCUMENTS_PER_EVENT = 20;
/** A PDF may be at most this many bytes. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;
/** A Markdown sheet may be at most this many characters. */
export const MAX_MARKDOWN_CHARS = 200_000;
/** The body of an upload: a PDF in base64 (4 characters per 3 bytes) and some JSON around it. */
export const DOCUMENT_MAX_BODY_BYTES = Math.ceil(MAX_PDF_BYTES / 3) * 4 + 64 * 1024;

const MB = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes base64 (a data: URL prefix and line breaks allowed); null when it is not base64. */
export function decodeBase64(input: string): Uint8Array | null {
  const clean = input.replace(/^data:[\w/+.-]*;base64,/, "").replace(/\s+/g, "");
  if (clean.length % 4 !== 0 || !BASE64.test(clean)) return null;
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
export const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((b, i) => bytes[i] === b);

export const EventDocumentInput = z
  .object({
    title: text("Title", { min: 1, max: 120 }),
    kind: z.enum(DOCUMENT_KINDS, { error: 'Kind is "markdown" (send `text`) or "pdf" (send `base64`).' }),
    text: text("Text", { max: MAX_MARKDOWN_CHARS, multiline: true }).optional().describe("The sheet in Markdown (kind markdown)."),
    base64: z
      .string({ error: "base64 is the PDF file in base64." })
      .max(DOCUMENT_MAX_BODY_BYTES, { error: `The PDF can be at most ${MB(MAX_PDF_BYTES)}.` })
      .optional()
      .describe(`The PDF file in base64 (kind pdf), at most ${MB(MAX_PDF_BYTES)}; a data: URL prefix is allowed.`),
  })
  .transform((v, ctx) => {
    if (v.kind === "markdown") {
      if (!v.text) {
        ctx.addIssue({ code: "custom", path: ["text"], message: "Text is required: the sheet in Markdown." });
        return z.NEVER;
      }
      return { title: v.title, kind: "markdown" as const, text: v.text };
    }
    if (!v.base64) {
      ctx.addIssue({ code: "custom", path: ["base64"], message: "base64 is required: the PDF file in base64." });
      return z.NEVER;
    }
    const data = decodeBase64(v.base64);
    if (!data) {
      ctx.addIssue({ code: "custom", path: ["base64"], message: "The file is not valid base64." });
      return z.NEVER;
    }
    if (data.byteLength > MAX_PDF_BYTES) {
      ctx.addIssue({ code: "custom", path: ["base64"], message: `The PDF can be at most ${MB(MAX_PDF_BYTES)}; this one is ${MB(data.byteLength)}.` });
      return z.NEVER;
    }
    if (!isPdf(data)) {
      ctx.addIssue({ code: "custom", path: ["base64"], message: "The file is not a PDF (a PDF starts with %PDF-)." });
      return z.NEVER;
    }
    return { title: v.title, kind: "pdf" as const, data };
  })
  .register(apiRegistry, {
    id: "EventDocumentInput",
    description: `A rulings sheet for the event: {title, kind: "markdown", text} or {title, kind: "pdf", base64} (at most ${MB(MAX_PDF_BYTES)}).`,
  });
export type EventDocumentInput = z.output<typeof EventDocumentInput>;

export const LibraryDocumentRef = z
  .object({
    slug: z.string(),
    title: z.string(),
    shortTitle: z.string(),
    kind: z.enum(["rules", "regulations", "rulings", "errata"]),
    game: z.string().describe("The game id of the event presets (ffg-swtcg, swg-tcg, swccg, young-jedi, wotc-swtcg)."),
    version: z.string(),
    url: z.string().describe("The document in the judges' library (a page)."),
  })
  .register(apiRegistry, { id: "LibraryDocumentRef", description: "A document of the judges' library that applies to the event." });
export type LibraryDocumentRef = z.infer<typeof LibraryDocumentRef>;

export const EventDocumentSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    bytes: z.number().int().describe("Size of the PDF, or of the Markdown text in UTF-8."),
    createdAt: z.iso.datetime(),
    url: z.string().describe("The document's page (Markdown rendered with its sections; a PDF's page links to the file)."),
    fileUrl: z.string().describe("The file itself: GET /api/v1/events/{eventId}/documents/{documentId}."),
  })
  .register(apiRegistry, { id: "EventDocumentSummary" });
export type EventDocumentSummary = z.infer<typeof EventDocumentSummary>;

export const EventDocumentList = z
  .object({
    eventId: z.string(),
    game: z.string(),
    library: z.array(LibraryDocumentRef).describe("The library's documents for the event's game: its rules, rulings, errata and tournament regulations."),
    documents: z.array(EventDocumentSummary).describe("The organizer's uploads, oldest first."),
  })
  .register(apiRegistry, { id: "EventDocumentList" });
export type EventDocumentList = z.infer<typeof EventDocumentList>;
