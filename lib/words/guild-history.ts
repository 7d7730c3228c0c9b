/** Guild history entries in words (pure; the guild page renders them). */
import type { GuildHistoryKind } from "@/lib/schemas/guild";

/** The words of a history entry ("Ana invited Ben."). */
const tagChange = (data: unknown): string => {
  const d = (data ?? {}) as { from?: unknown; to?: unknown };
  return typeof d.from === "string" && typeof d.to === "string" ? ` from [${d.from}] to [${d.to}]` : "";
};

export function historyWords(h: { kind: GuildHistoryKind; actor: string | null; subject: string | null; data?: unknown }): string {
  const a = h.actor ?? "Someone";
  const s = h.subject ?? "a player";
  switch (h.kind) {
    case "created":
      return `${a} founded the guild.`;
    case "invited":
      return `${a} invited ${s}.`;
    case "joined":
      return `${a} joined.`;
    case "declined":
      return `${a} declined an invitation.`;
    case "left":
      return `${a} left.`;
    case "removed":
      return `${a} removed ${s}.`;
    case "officerGranted":
      return `${a} made ${s} an officer.`;
    case "officerRevoked":
      return `${a} revoked ${s}'s officer status.`;
    case "leadershipTransferred":
      return `${a} handed leadership to ${s}.`;
    case "leaderSucceeded":
      return `${s} became leader (the leader left).`;
    case "messageChanged":
      return `${a} changed the guild message.`;
    case "tagChanged":
      return `${a} changed the tag${tagChange(h.data)}.`;
    case "dissolved":
      return "The guild was dissolved (no members left).";
    case "withdrawn":
      return `${a} withdrew the invitation to ${s}.`;
    case "mergeEnded":
      return `${s}'s profile was merged into a profile already in a guild: the membership ended.`;
    case "mergeMoved":
      return `A merged profile's membership passed to ${s}.`;
    case "mergeUndone":
      return `A merge was undone: the membership went back to ${s}.`;
  }
}
