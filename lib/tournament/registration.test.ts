import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkInState,
  noShows,
  placeForNewEntry,
  placesLeft,
  promotions,
  selfRegistrationState,
  waitlistOrder,
  waitlistPosition,
} from "./registration";

const at = (iso: string) => new Date(iso);
const on = { selfRegistration: true, opensAt: "2026-05-01T10:00:00.000Z", closesAt: "2026-05-08T10:00:00.000Z" };

describe("self-registration window", () => {
  it("is open inside [opensAt, closesAt) while the event is in registration", () => {
    expect(selfRegistrationState(on, "registration", at("2026-05-01T10:00:00.000Z"))).toEqual({ open: true });
    expect(selfRegistrationState(on, "registration", at("2026-05-08T09:59:59.999Z"))).toEqual({ open: true });
  });

  it("is not yet open before opensAt and closed from closesAt on", () => {
    expect(selfRegistrationState(on, "registration", at("2026-05-01T09:59:59.999Z"))).toEqual({ open: false, reason: "not-yet" });
    expect(selfRegistrationState(on, "registration", at("2026-05-08T10:00:00.000Z"))).toEqual({ open: false, reason: "closed" });
  });

  it("is off unless the organizer turned it on, and over once round 1 is paired", () => {
    expect(selfRegistrationState({ ...on, selfRegistration: false }, "registration", at("2026-05-02T00:00:00Z"))).toEqual({ open: false, reason: "off" });
    for (const phase of ["swiss", "elimination", "complete"] as const) {
      expect(selfRegistrationState(on, phase, at("2026-05-02T00:00:00Z"))).toEqual({ open: false, reason: "started" });
    }
  });

  it("without bounds is open from the start until round 1", () => {
    const open = { selfRegistration: true, opensAt: null, closesAt: null };
    expect(selfRegistrationState(open, "registration", at("1999-01-01T00:00:00Z"))).toEqual({ open: true });
    expect(selfRegistrationState(open, "registration", at("2099-01-01T00:00:00Z"))).toEqual({ open: true });
  });
});

describe("cap and waitlist", () => {
  it("gives a place while active entries are below the cap, the waitlist from the cap on", () => {
    expect(placeForNewEntry(4, 3)).toBe("place");
    expect(placeForNewEntry(4, 4)).toBe("waitlist");
    expect(placeForNewEntry(4, 6)).toBe("waitlist"); // typed entries may exceed the cap
    expect(placeForNewEntry(null, 10_000)).toBe("place");
    // Nobody passes the waitlist, even where a place is free.
    expect(placeForNewEntry(4, 2, 1)).toBe("waitlist");
    expect(placeForNewEntry(null, 2, 1)).toBe("waitlist");
    expect(placesLeft(4, 3)).toBe(1);
    expect(placesLeft(4, 6)).toBe(0);
    expect(placesLeft(null, 6)).toBeNull();
  });

  const w = (id: string, iso: string) => ({ id, createdAt: at(iso) });
  const list = [w("c", "2026-05-02T10:00:00Z"), w("a", "2026-05-01T10:00:00Z"), w("b", "2026-05-01T10:00:00Z"), w("d", "2026-05-03T10:00:00Z")];

  it("promotes oldest first, ties by id, as many as there are free places", () => {
    expect(waitlistOrder(list).map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    expect(promotions(8, 6, list, "registration").map((x) => x.id)).toEqual(["a", "b"]);
    expect(promotions(8, 8, list, "registration")).toEqual([]);
    expect(promotions(8, 9, list, "registration")).toEqual([]);
    expect(promotions(null, 9, list, "registration").map((x) => x.id)).toEqual(["a", "b", "c", "d"]);
    expect(waitlistPosition(list, "c")).toBe(3);
    expect(waitlistPosition(list, "zz")).toBeNull();
  });

  it("promotes nobody once round 1 is paired", () => {
    expect(promotions(8, 2, list, "swiss")).toEqual([]);
  });

  it("property: promotion never fills past the cap and keeps the waitlist's order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 30 }),
        (cap, active, minutes) => {
          const waitlist = minutes.map((m, i) => ({ id: `w${String(i).padStart(3, "0")}`, createdAt: new Date(Date.UTC(2026, 0, 1) + m * 60_000) }));
          const promoted = promotions(cap, active, waitlist, "registration");
          expect(active + promoted.length).toBeLessThanOrEqual(Math.max(cap, active));
          expect(promoted.length).toBe(Math.min(waitlist.length, Math.max(0, cap - active)));
          const order = waitlistOrder(waitlist);
          expect(promoted).toEqual(order.slice(0, promoted.length));
          for (let i = 1; i < order.length; i++) expect(order[i - 1]!.createdAt.getTime()).toBeLessThanOrEqual(order[i]!.createdAt.getTime());
        },
      ),
    );
  });
});

describe("check-in window", () => {
  const start = at("2026-05-09T10:00:00.000Z");

  it("opens checkInMinutes before the start and stays open until round 1", () => {
    expect(checkInState(30, start, "registration", at("2026-05-09T09:29:59.999Z"))).toEqual({ open: false, reason: "not-yet", opensAt: at("2026-05-09T09:30:00.000Z") });
    expect(checkInState(30, start, "registration", at("2026-05-09T09:30:00.000Z"))).toEqual({ open: true, opensAt: at("2026-05-09T09:30:00.000Z") });
    expect(checkInState(30, start, "registration", at("2026-05-09T11:00:00.000Z"))).toMatchObject({ open: true });
    expect(checkInState(30, start, "swiss", at("2026-05-09T09:45:00.000Z"))).toMatchObject({ open: false, reason: "started" });
  });

  it("needs a check-in setting and a start time", () => {
    expect(checkInState(null, start, "registration", start)).toEqual({ open: false, reason: "unset", opensAt: null });
    expect(checkInState(30, null, "registration", start)).toEqual({ open: false, reason: "no-start", opensAt: null });
  });

  it("no-shows are the active entries not checked in", () => {
    const entries = [
      { id: "a", status: "active" as const, checkedInAt: at("2026-05-09T09:40:00Z") },
      { id: "b", status: "active" as const, checkedInAt: null },
      { id: "c", status: "dropped" as const, checkedInAt: null },
      { id: "d", status: "active" as const, checkedInAt: null },
    ];
    expect(noShows(entries).map((e) => e.id)).toEqual(["b", "d"]);
  });
});
