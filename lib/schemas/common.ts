import { z } from "zod";
import { apiRegistry } from "./registry";

/** Trimmed, single-spaced text: what people mean when they type a name. */
export const cleanText = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(min, { error: min <= 1 ? `${what} is required.` : `${what} needs at least ${min} characters.` })
        .max(max, { error: `${what} can be at most ${max} characters.` }),
    );

export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address." }).max(254));

export const ApiError = z
  .object({
    error: z.object({
      code: z.enum(["invalid_input", "unauthenticated", "forbidden", "not_found", "conflict", "too_many_requests", "internal"]),
      message: z.string(),
      issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
    }),
  })
  .register(apiRegistry, { id: "Error", description: "Every refused request answers with this shape." });
