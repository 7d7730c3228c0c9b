/** One documented /api/v1 operation. Each domain lists its own in lib/api/operations/. */
import type { z } from "zod";

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  body?: z.ZodType;
  /** The query string's parameters (each a string in the URL), documented one by one. */
  query?: z.ZodObject;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}
