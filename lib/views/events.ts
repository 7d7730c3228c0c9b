/**
 * What the event pages show of events, their leaders and their final placements: the services
 * build these, the components render them (neither depends on the other).
 */
import type { Event } from "@/lib/schemas/event";
import type { STAFF_ROLES } from "@/lib/schemas/staff";

type StaffRole = (typeof STAFF_ROLES)[number];

export interface EventSummary {
  id: string;
  name: string;
  startsAt: string | null;
  venue: string | null;
  status: Event["status"];
  playerCount: number;
  /** Team events: the entrants (counted in playerCount) are teams of this many people. */
  teamSize?: number;
  role?: StaffRole;
}

export interface BrowsePage {
  events: EventSummary[];
  page: number;
  pages: number;
  total: number;
}

/** A leader as the public event page shows them: the account's name, never an email. */
export interface PublicStaffMember {
  role: StaffRole;
  name: string;
}

export interface FinalPlacement {
  place: number;
  playerId: string;
  name: string;
}
