/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the same Zod schemas
 * (lib/schemas, registered in apiRegistry) that validate requests. Add an operation here when
 * you add a route.
 */
import { z } from "zod";
import { apiRegistry } from "@/lib/schemas/registry";
import { ApiError, ID_PATTERN, MAX_ROUND_NUMBER } from "@/lib/schemas/common";
import { accountOperations } from "./operations/accounts";
import { coreOperations } from "./operations/core";
import { exportOperations } from "./operations/export";
import { hallOperations } from "./operations/hall";
import { roundOperations } from "./operations/rounds";
import { staffOperations } from "./operations/staff";
import { registrationOperations } from "./operations/registration";
import { moneyOperations } from "./operations/money";
import { peopleOperations } from "./operations/people";
import { selfReportOperations } from "./operations/self-report";
import { deckOperations } from "./operations/decks";
import { documentOperations } from "./operations/documents";
import { teamOperations } from "./operations/teams";
import { ratingOperations } from "./operations/ratings";
import { guildOperations } from "./operations/guilds";
import { seasonOperations } from "./operations/seasons";
import { queueOperations } from "./operations/queues";
import { venueOperations } from "./operations/venues";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import type { Operation } from "./operations/types";

/** Every documented operation; add a domain's list here. */
export const operations: Operation[] = [...coreOperations, ...accountOperations, ...staffOperations, ...roundOperations, ...exportOperations, ...registrationOperations, ...moneyOperations, ...peopleOperations, ...selfReportOperations, ...deckOperations, ...documentOperations, ...teamOperations, ...ratingOperations, ...guildOperations, ...seasonOperations, ...queueOperations, ...venueOperations, ...hallOperations];

const ref = (schema: z.ZodType) => {
  const id = apiRegistry.get(schema)?.id;
  if (!id) throw new Error("OpenAPI: schema not registered in apiRegistry");
  return { $ref: `#/components/schemas/${id}` };
};

/** Round numbers are whole numbers in range (else 400); ids are cuids (anything else is a 404). */
const paramSchema = (name: string) =>
  name === "game"
    ? { type: "string", enum: Object.keys(GAME_NAMES), description: "The game: one rating per game." }
    : name === "number" ? { type: "integer", minimum: 1, maximum: MAX_ROUND_NUMBER } : name === "position" ? { type: "integer", minimum: 1, description: "A team member's seat: 1 (D1/L1) or 2 (D2/L2)." } : { type: "string", pattern: ID_PATTERN.source };

const pathParams = (op: Operation) =>
  [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: paramSchema(m[1]!) }));

/** Query parameters from the operation's query schema: each property, with its description. */
const queryParams = (op: Operation) => {
  if (!op.query) return [];
  const schema = z.toJSONSchema(op.query, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s;
    return { name, in: "query", required: schema.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: rest };
  });
};

const ERRORS: Record<number, string> = {
  400: "Invalid input; `issues` names each field and reason. Nothing changed.",
  401: "No or bad bearer token.",
  403: "Not allowed for your role at this event.",
  404: "Unknown event or item.",
  409: "Conflicts with the event's state. Nothing changed.",
  413: "The request body is larger than 1 MB.",
  415: "The request body is not sent as application/json.",
  429: "Too many wrong passwords for this email; try again later.",
};

export function openApiDocument() {
  const { schemas } = z.toJSONSchema(apiRegistry, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.responses)) {
      const registered = r.schema && apiRegistry.get(r.schema);
      const schema = r.schema ? (registered ? ref(r.schema) : z.toJSONSchema(r.schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" })) : undefined;
      responses[status] = { description: r.description, ...(schema ? { content: { "application/json": { schema } } } : {}) };
    }
    const errorCodes = [op.body || op.query || op.path.includes("{number}") ? 400 : 0, op.auth ? 401 : 0, op.auth ? 403 : 0, /\{(eventId|guildId|invitationId)\}/.test(op.path) ? 404 : 0, op.auth && op.method !== "get" ? 409 : 0, op.path === "/auth/login" ? 429 : 0, op.body ? 413 : 0, op.body ? 415 : 0];
    for (const code of errorCodes.filter(Boolean)) {
      // An operation may word an error itself (e.g. its own body limit).
      responses[code] = { description: op.responses[code]?.description ?? ERRORS[code], content: { "application/json": { schema: ref(ApiError) } } };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      parameters: [...pathParams(op), ...queryParams(op)],
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: ref(op.body) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Holonet API",
      version: "1.0.0",
      description: "Run Star Wars: The Card Game events (FFG Tournament Regulations v3.1). Writes need a bearer token from /auth/signup or /auth/login.",
    },
    servers: [{ url: "/api/v1" }],
    components: {
      // Each component is a plain schema inside the document: drop the standalone-file keys.
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, s]) => {
          const { $schema: _s, $id: _i, ...rest } = s as Record<string, unknown>;
          void _s;
          void _i;
          return [id, rest];
        }),
      ),
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
    paths,
  };
}
