import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import { ActionButton } from "@/components/forms/ActionButton";
import { InviteForm, MessageForm } from "@/components/guilds/GuildForms";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import { getGuild } from "@/lib/server/guilds/guild-read";
import { allows } from "@/lib/server/kernel/policy";
import { historyWords } from "@/lib/words/guild-history";
import { currentUser } from "@/lib/web/session";
import { orNotFound } from "@/lib/web/load";
import { acceptAction, declineAction, inviteAction, leaveAction, messageAction, officerAction, removeAction, transferAction, withdrawAction } from "../actions";
import { searchInviteesAction } from "../invitee-search";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Guild" };

const gameName = (g: string) => GAME_NAMES[g as keyof typeof GAME_NAMES] ?? g;

/** A guild: message, officers, members with their ratings, history, and the caller's own controls. */
export default async function GuildPage({ params }: { params: Promise<{ guildId: string }> }) {
  const { guildId } = await params;
  const user = await currentUser();
  const g = await orNotFound(getGuild(user, guildId));
  const you = g.you.role;
  const staff = allows("guild.invite", you);
  const leader = allows("guild.officer", you);
  const officers = g.members.filter((m) => m.role === "officer");
  const active = !g.dissolvedAt;
  return (
    <div className="space-y-5">
      <PageHeader
        title={
          <>
            <span className="mr-2 text-slate-500">[{g.tag}]</span>
            {g.name}
          </>
        }
        subtitle={g.dissolvedAt ? "Dissolved: no members left." : `${g.memberCount} of ${g.cap} members${g.leader ? ` · led by ${g.leader.name}` : ""}`}
      />

      {active && you === "invitee" && g.you.invitationId && (
        <Card title="You are invited">
          <p className="mb-3 text-slate-700">Join {g.name}? A player is in one guild at a time.</p>
          <div className="flex flex-wrap gap-2">
            <ActionButton action={acceptAction.bind(null, g.you.invitationId)} pendingText="Joining…" testId="accept-invitation">Accept</ActionButton>
            <ActionButton action={declineAction.bind(null, g.you.invitationId)} pendingText="Declining…" variant="secondary">Decline</ActionButton>
          </div>
        </Card>
      )}

      <Card title="Message">
        {g.message ? <p className="whitespace-pre-line break-words" data-testid="guild-message">{g.message}</p> : <p className="text-slate-600">No message.</p>}
        {active && allows("guild.message", you) && (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <MessageForm action={messageAction.bind(null, g.id)} message={g.message} tag={g.tag} />
          </div>
        )}
      </Card>

      {officers.length > 0 && (
        <Card title="Officers">
          <p>{officers.map((o) => o.name).join(", ")}</p>
        </Card>
      )}

      <Card title={`Members (${g.memberCount})`}>
        <ul className="divide-y divide-slate-100" data-testid="guild-members">
          {g.members.map((m, i) => {
            // A hidden profile the caller may not see comes without an id: no link, no controls.
            const id = m.profileId;
            const mayRemove = active && id !== null && m.role !== "leader" && (leader || (you === "officer" && m.role === "member"));
            const manage = leader && id !== null && m.role !== "leader";
            return (
              <li key={id ?? `hidden-${i}`} className="py-3" data-testid="guild-member">
                <div className="flex flex-wrap items-center gap-2">
                  {id && !m.hidden ? (
                    <Link href={`/players/${id}`} className="font-semibold break-words underline-offset-2 hover:underline">
                      {m.name}
                    </Link>
                  ) : (
                    <span className="font-semibold break-words text-slate-600">{m.name}</span>
                  )}
                  {m.role !== "member" && <Badge tone={m.role === "leader" ? "warn" : "neutral"}>{m.role}</Badge>}
                  {m.hidden && id && <Badge tone="neutral">hidden profile</Badge>}
                </div>
                <p className="text-sm text-slate-600">
                  {id === null ? "Profile hidden" : m.ratings.length === 0 ? "No rating yet" : m.ratings.map((r) => `${gameName(r.game)} ${r.rating}${r.provisional ? " (provisional)" : ""}`).join(" · ")}
                  {" · joined "}
                  <LocalTime iso={m.joinedAt} />
                </p>
                {id !== null && (mayRemove || manage) && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {manage && (
                      <ActionButton action={officerAction.bind(null, g.id, id, m.role !== "officer")} variant="secondary" pendingText="Saving…">
                        {m.role === "officer" ? "Revoke officer" : "Make officer"}
                      </ActionButton>
                    )}
                    {manage && (
                      <ActionButton action={transferAction.bind(null, g.id, id)} variant="secondary" pendingText="Handing on…" confirm={`Make ${m.name} the leader? You become an officer.`}>
                        Make leader
                      </ActionButton>
                    )}
                    {mayRemove && (
                      <ActionButton action={removeAction.bind(null, g.id, id)} variant="secondary" pendingText="Removing…" confirm={`Remove ${m.name} from the guild?`}>
                        Remove
                      </ActionButton>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </Card>

      {active && staff && (
        <Card title="Invite">
          <InviteForm action={inviteAction.bind(null, g.id)} search={searchInviteesAction.bind(null, g.id)} />
          {g.invitations.length > 0 && (
            <div className="mt-4 border-t border-slate-100 pt-4">
              <h3 className="mb-1 font-semibold">Waiting for an answer ({g.invitations.length})</h3>
              <ul className="divide-y divide-slate-100" data-testid="guild-invitations">
                {g.invitations.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="guild-invitation">
                    <span className="text-sm">
                      <span className="font-semibold break-words">{inv.name}</span>
                      <span className="text-slate-600">
                        {" · invited "}
                        <LocalTime iso={inv.createdAt} />
                      </span>
                    </span>
                    {allows("guild.withdraw", you) && (
                      <ActionButton action={withdrawAction.bind(null, g.id, inv.id)} variant="secondary" pendingText="Withdrawing…" confirm={`Withdraw the invitation to ${inv.name}?`} testId="withdraw-invitation">
                        Withdraw
                      </ActionButton>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      )}

      {active && allows("guild.leave", you) && (
        <Card title="Your membership">
          <p className="mb-3 text-sm text-slate-700">
            You are {you === "leader" ? "the leader" : you === "officer" ? "an officer" : "a member"}.
            {you === "leader" ? " If you leave, the longest-standing officer (else member) leads; the last to leave dissolves the guild." : ""}
          </p>
          <ActionButton action={leaveAction.bind(null, g.id)} variant="secondary" pendingText="Leaving…" confirm={`Leave ${g.name}?`} testId="leave-guild">
            Leave the guild
          </ActionButton>
        </Card>
      )}

      {g.events.length > 0 && (
        <Card title="Events played by members">
          <ul className="divide-y divide-slate-100" data-testid="guild-events">
            {g.events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                <Link href={`/events/${e.id}`} className="font-semibold underline-offset-2 hover:underline">
                  {e.name}
                </Link>
                <span className="text-sm text-slate-600">
                  {e.members} {e.members === 1 ? "member" : "members"}
                  {e.startsAt && (
                    <>
                      {" · "}
                      <LocalTime iso={e.startsAt} />
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card title="History">
        <ol className="space-y-2 text-sm" data-testid="guild-history">
          {g.history.map((h, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-x-3">
              <span>{historyWords(h)}</span>
              <span className="text-slate-600">
                <LocalTime iso={h.at} />
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
