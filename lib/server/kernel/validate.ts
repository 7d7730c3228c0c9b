import { z } from "zod";
import { ID_PATTERN, roundNumber, roundNumberParam } from "@/lib/schemas/common";
import { notFound, ServiceError } from "./errors";


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

/** Checks an id from a path or form before it reaches a query (PostgreSQL refuses NUL). */
export function parseId(what: string, id: unknown): string {
  if (typeof id !== "string" || !ID_PATTERN.test(id)) throw notFound(what);
  return id;
}

/** A round number from a path, form or action argument: a whole number in range, else 400. */
export function parseRoundNumber(number: unknown): number {
  return parseInput(z.object({ number: typeof number === "string" ? roundNumberParam : roundNumber }), { number }).number;
}
