import { describe, expect, it } from "vitest";
import { watchEvent, watchedEvents } from "@/lib/server/changes";
import { registerPlayers } from "@/lib/server/players";
import { eventWith } from "./event-helpers";

const nextVersion = (eventId: string, after: number) =>
  new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error("no change announced")), 5000);
    const stop = watchEvent(eventId, (v) => {
      if (v > after) {
        clearTimeout(timeout);
        stop();
        resolve(v);
      }
    });
  });

describe("live updates", () => {
  it("announces the current version, then each committed change; stops polling when nobody listens", async () => {
    const { org, eventId } = await eventWith(4);
    const first = await new Promise<number>((resolve) => {
      const stop = watchEvent(eventId, (v) => {
        stop();
        resolve(v);
      });
    });
    expect(watchedEvents()).toBe(0);
    const changed = nextVersion(eventId, first);
    await registerPlayers(org, eventId, { name: "Late Larry" });
    expect(await changed).toBeGreaterThan(first);
    expect(watchedEvents()).toBe(0);
  });
});
