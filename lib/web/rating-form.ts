/** The event forms' flat `rating.rated` / `rating.k` fields as the `rating` object the services take. */
export function ratingInput(input: Record<string, unknown>): { rated?: boolean; k?: unknown } | undefined {
  const rated = input["rating.rated"];
  const k = input["rating.k"];
  delete input["rating.rated"];
  delete input["rating.k"];
  delete input["rating.kChoice"];
  if (rated === undefined && k === undefined) return undefined;
  return { ...(rated !== undefined ? { rated: rated === "true" } : {}), ...(k !== undefined ? { k } : {}) };
}
