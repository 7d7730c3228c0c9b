"use client";

import { useSyncExternalStore } from "react";

/**
 * "Which one is me?", once per phone and event, kept in this browser only (localStorage): the
 * pairings put the player's table first and the standings their rank.
 */
const key = (eventId: string) => `holonet:me:${eventId}`;
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  window.addEventListener("storage", fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", fn);
  };
};

/** The player id chosen on this phone for the event (null on the server and until chosen). */
export function useMe(eventId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key(eventId)),
    () => null,
  );
}

/** Remembers (or, with "", forgets) who this phone belongs to. */
export function chooseMe(eventId: string, playerId: string): void {
  if (playerId) window.localStorage.setItem(key(eventId), playerId);
  else window.localStorage.removeItem(key(eventId));
  listeners.forEach((fn) => fn());
}
