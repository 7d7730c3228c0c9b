"use client";

import { Pager } from "@/components/rounds/Pager";
import { playersHref } from "./player-page";

/** The pairings' pager under the event page's list of players: real links, the search kept. */
export function PlayerPager({ eventId, page, pages, query }: { eventId: string; page: number; pages: number; query: string }) {
  return <Pager label="Players" page={page} pages={pages} href={(p) => playersHref(eventId, p, query)} />;
}
