import { describe, expect, it } from "vitest";
import { organizesAnEvent } from "@/lib/server/events/organizes";
import { addStaffUser, eventWith } from "../../../tests/server/event-helpers";
import { newUser } from "../../../tests/helpers";

describe("who is offered New event in the header", () => {
  it("an event's organizer; not a new account, a judge or a visitor", async () => {
    const { org, eventId } = await eventWith(2);
    const judge = await addStaffUser(eventId, "judge");
    expect(await organizesAnEvent(org)).toBe(true);
    expect(await organizesAnEvent(judge)).toBe(false);
    expect(await organizesAnEvent(await newUser())).toBe(false);
    expect(await organizesAnEvent(null)).toBe(false);
  });
});
