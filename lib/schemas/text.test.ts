import { describe, expect, it } from "vitest";
import { z } from "zod";
import { text } from "./text";
import { cleanText, emailSchema } from "./common";
import { PlayerInput } from "./player";
import { EventCreateInput } from "./event";

const issues = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ field: schema }).safeParse({ field: value });
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
};
const name = cleanText(1, 80, "Player name");
const description = text("Description", { max: 5000, multiline: true });
const password = text("Password", { min: 3, max: 200, verbatim: true });

describe("the shared text primitive", () => {
  it("refuses NUL and other control characters, naming the field", () => {
    expect(issues(name, "a\u0000b")).toEqual([{ path: ["field"], message: "Player name cannot contain control characters (such as NUL)." }]);
    for (const c of ["\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u009f"]) expect(issues(name, `Kyle${c}`)).toHaveLength(1);
    expect(issues(description, "line\u0000")).toHaveLength(1);
    expect(issues(password, "secret\u0000pass")).toHaveLength(1);
  });

  it("refuses lone surrogates but keeps paired ones (emoji)", () => {
    expect(issues(name, "a\ud800b")).toEqual([{ path: ["field"], message: "Player name contains a broken character (an unpaired UTF-16 surrogate)." }]);
    expect(issues(name, "a\udc00")).toHaveLength(1);
    expect(issues(name, "\udfff\ud800")).toHaveLength(1);
    expect(name.parse("Kylé 🃏 Katarn")).toBe("Kylé 🃏 Katarn");
  });

  it("strips bidi overrides and isolates", () => {
    expect(name.parse("\u202eKyle\u202c \u2066Katarn\u2069")).toBe("Kyle Katarn");
    expect(description.parse("a\u202Db\n\u2067c")).toBe("ab\nc");
  });

  it("refuses names with no visible character", () => {
    for (const invisible of ["\u200b\u200b", "\u200c\u200d", "\u2060", "\ufeff", "\u0301\u0302", "\u3164", "\u2800", "\u00a0\u2003", "\u202e\u200b", "\u00ad"]) {
      expect(issues(name, invisible), JSON.stringify(invisible)).not.toEqual([]);
    }
    expect(issues(name, "\u200b\u200b")).toEqual([{ path: ["field"], message: "Player name needs at least one visible character." }]);
    expect(name.parse("\u200bé")).toBe("\u200bé");
    expect(issues(cleanText(0, 200, "Venue"), "\u200b")).toHaveLength(1);
    expect(cleanText(0, 200, "Venue").parse("")).toBe("");
  });

  it("single-line text collapses whitespace; multi-line text keeps line breaks and tabs", () => {
    expect(name.parse("  Kyle\t\n Katarn ")).toBe("Kyle Katarn");
    expect(description.parse("Doors 9:00\r\n\tRound 1 10:00  \n")).toBe("Doors 9:00\n\tRound 1 10:00");
  });

  it("keeps passwords exactly as typed, refusing only broken characters", () => {
    expect(password.parse("  two  spaces\t")).toBe("  two  spaces\t");
    expect(issues(password, "\ud800abc")).toHaveLength(1);
  });

  it("checks length after normalising, and refuses non-strings", () => {
    expect(issues(name, "")).toEqual([{ path: ["field"], message: "Player name is required." }]);
    expect(issues(name, "x".repeat(81))).toEqual([{ path: ["field"], message: "Player name can be at most 80 characters." }]);
    expect(issues(name, 42)).toEqual([{ path: ["field"], message: "Player name is required." }]);
  });

  it("is what the request schemas use", () => {
    expect(PlayerInput.safeParse({ name: "\u200b" }).success).toBe(false);
    expect(PlayerInput.safeParse({ name: "Kyle", email: "k\u0000@x.org" }).success).toBe(false);
    expect(emailSchema.parse(" Kyle@Example.org ")).toBe("kyle@example.org");
    const event = { name: "Regional", structure: "basic", tier: "relaxed" };
    expect(EventCreateInput.safeParse({ ...event, description: "a\u0000" }).success).toBe(false);
    expect(EventCreateInput.safeParse({ ...event, randomSeed: "a\ud800" }).success).toBe(false);
    expect(EventCreateInput.safeParse({ ...event, venue: "\u202eHall" }).data?.venue).toBe("Hall");
  });
});
