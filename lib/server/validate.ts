import type { z } from "zod";
import { ServiceError } from "./errors";

/** Validates service input with its shared Zod schema; a failure is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === "symbol" ? String(p) : p)),
    message: i.message,
    code: i.code,
  }));
  const first = issues[0];
  const where = first && first.path.length ? `${first.path.join(".")}: ` : "";
  throw new ServiceError("invalid_input", `${where}${first?.message ?? "Invalid input."}`, issues);
}
