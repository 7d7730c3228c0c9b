import { z } from "zod";

/** The zones this runtime knows (IANA names), plus "UTC", which Intl lists apart from the rest. */
let known: Set<string> | undefined;
const knownZones = () => (known ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]));

/**
 * An IANA name in its canonical spelling ("europe/berlin" → "Europe/Berlin", "Etc/UTC" → "UTC",
 * "Europe/Kyiv" → the runtime's own name for it), or null when it names no zone this runtime has.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 64) return null;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat("en", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return knownZones().has(canonical) ? canonical : null;
}

/** An event's time zone: an IANA name from `Intl.supportedValuesOf("timeZone")` (or "UTC"), stored canonical. */
export const TimeZone = z
  .string({ error: "The time zone must be an IANA name such as Europe/Berlin." })
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical) return canonical;
    ctx.addIssue({ code: "custom", message: `"${name.slice(0, 64)}" is not a time zone: use an IANA name such as Europe/Berlin or UTC.` });
    return z.NEVER;
  })
  .meta({ description: "IANA time zone name the event's dates and times are written in, e.g. Europe/Berlin; UTC when not set.", example: "Europe/Berlin" });
