import type { Match } from "@/lib/schemas/round";

/** The label for buttons and badges: the server's short name, unambiguous within the event. */
export const shortName = (p: Match["playerA"]) => p.shortName ?? p.name;
