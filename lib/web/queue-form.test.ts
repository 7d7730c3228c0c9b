import { describe, expect, it } from "vitest";
import { EventTemplate } from "@/lib/schemas/queue";
import { templateFieldErrors, templateFormValues, templateFromForm } from "./queue-form";

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== "off") f.set(k, v);
  return f;
};

describe("a queue's or schedule's editor", () => {
  it("reads back every setting it shows: format options, zone, rating, fee, reporting", () => {
    const stored = EventTemplate.parse({
      event: { name: "Galaxies Night", preset: "swg-swiss", presetOptions: { style: "bo3", deckKind: "limited", buildMinutes: 15 }, swissRounds: 3, rating: { rated: true, k: 24 }, venue: "Echo Base Games", timeZone: "Europe/Berlin", description: "Bring sleeves; doors at 18:30." },
      fees: { currency: "EUR", doorCents: 500, earlyCents: null, earlyDeadline: null },
      registration: { selfReport: true, checkInMinutes: 15, reportDeadlineMinutes: 5 },
      autoPairRound1: false,
    });
    const values = { name: "Galaxies Bo3", cap: "8", ...templateFormValues(stored) };
    const read = EventTemplate.parse(templateFromForm(form(values), values, "EUR"));
    expect(read).toEqual(stored);
  });

  it("puts the template's refusals beside the editor's fields", () => {
    const state = templateFieldErrors({ ok: false, fieldErrors: { "template.event.name": "Event name is required.", "template.event.presetOptions.style": "A style.", "template.registration.checkInMinutes": "At least 5.", "template.fees.doorCents": "A price.", cap: "A cap." } });
    expect(state.fieldErrors).toEqual({ eventName: "Event name is required.", "presetOptions.style": "A style.", checkInMinutes: "At least 5.", fee: "A price.", cap: "A cap." });
  });
});
