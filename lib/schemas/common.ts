import { z } from "zod";
import { apiRegistry } from "./registry";
import { text } from "./text";

export { text } from "./text";

/** Trimmed, single-spaced text with a visible character: what people mean when they type a name. */
export const cleanText = (min: number, max: number, what: string) => text(what, { min, max });

export const emailSchema = text("Email", { max: 254 }).pipe(
  z.string().toLowerCase().pipe(z.email({ error: "Enter a valid email address." })),
);

/** Ids as the database makes them (cuid); anything else names no row. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** PostgreSQL's int4: no stored integer can be larger. */
export const INT4_MAX = 2_147_483_647;

/** A whole number between min and max, named in its messages. */
export const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number.` })
    .min(min, { error: min === 0 ? `${what} cannot be negative.` : `${what} must be at least ${min}.` })
    .max(max, { error: `${what} can be at most ${max}.` });

export const MAX_ROUND_NUMBER = 10_000;
export const roundNumber = wholeNumber("Round number", 1, MAX_ROUND_NUMBER);
/** A round number as a path segment: digits only (no "1e3", "0x10" or " 2"), then in range. */
export const roundNumberParam = z
  .string()
  .regex(/^\d+$/, { error: "Round number must be a whole number." })
  .transform(Number)
  .pipe(roundNumber);
export const expectedVersion = wholeNumber("expectedVersion", 0, INT4_MAX)
  .optional()
  .describe("The match's version as you read it; a newer one is refused with 409.");

export const ApiError = z
  .object({
    error: z.object({
      code: z.enum(["invalid_input", "unauthenticated", "forbidden", "not_found", "conflict", "too_many_requests", "payload_too_large", "unsupported_media_type", "internal"]),
      message: z.string(),
      issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
    }),
  })
  .register(apiRegistry, { id: "Error", description: "Every refused request answers with this shape." });
