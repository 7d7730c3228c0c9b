/**
 * A player's own things as the account and event pages show them (profile, entries to claim,
 * their team): built by the services, rendered by the components.
 */
import type { Team } from "@/lib/schemas/team";

export interface ProfileRef {
  id: string;
  displayName: string;
  public: boolean;
}

export interface ClaimTicket {
  code: string;
  path: string;
}

export interface EmailClaim {
  eventId: string;
  eventName: string;
  playerId: string;
  name: string;
}

/** The signed-in person's team at an event: theirs, or one they are invited to. */
export interface MyTeam {
  team: Team;
  position: number;
  invited: boolean;
}
