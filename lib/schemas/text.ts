/**
 * The one text primitive every string field of a request uses. PostgreSQL refuses NUL in text
 * and the JSON audit column refuses lone UTF-16 surrogates, so both are refused here, with the
 * field's name, before anything is written. Bidi overrides and isolates are stripped (they can
 * make a name read backwards in every list that shows it), and a non-empty value needs at least
 * one visible character (a name of zero-width spaces would be an invisible player).
 */
import { z } from "zod";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 controls and DEL, except tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * A character someone can see: not whitespace, control, format (zero-width spaces and joiners,
 * U+2060, U+FEFF), combining mark alone, nor a blank letter (Hangul fillers, braille blank).
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/u;

export const hasLoneSurrogate = (s: string) => LONE_SURROGATE.test(s);
export const hasControl = (s: string) => CONTROL.test(s);
export const hasVisible = (s: string) => VISIBLE.test(s);
export const stripBidi = (s: string) => s.replace(BIDI, "");

export interface TextOptions {
  min?: number;
  max: number;
  /** Keeps line breaks, tabs and spacing (descriptions); otherwise whitespace runs become one space. */
  multiline?: boolean;
  /** Kept exactly as sent (passwords): only the refusals apply, nothing is stripped or trimmed. */
  verbatim?: boolean;
}

const normalise = (s: string, multiline: boolean) =>
  multiline ? stripBidi(s).replace(/\r\n?/g, "\n").trim() : stripBidi(s).replace(/\s+/g, " ").trim();

/** A string field named `what` (in its messages): refusals first, then normalising, then length. */
export function text(what: string, { min = 0, max, multiline = false, verbatim = false }: TextOptions) {
  const raw = z
    .string({ error: `${what} is required.` })
    .refine((s) => !hasLoneSurrogate(s), { error: `${what} contains a broken character (an unpaired UTF-16 surrogate).`, abort: true })
    .refine((s) => !hasControl(s), { error: `${what} cannot contain control characters (such as NUL).`, abort: true });
  const length = z
    .string()
    .min(min, { error: min <= 1 ? `${what} is required.` : `${what} needs at least ${min} characters.` })
    .max(max, { error: `${what} can be at most ${max} characters.` });
  if (verbatim) return raw.pipe(length);
  return raw
    .transform((s) => normalise(s, multiline))
    .pipe(length.refine((s) => s === "" || hasVisible(s), { error: `${what} needs at least one visible character.` }));
}
