import type { Event } from "@/lib/schemas/event";
import type { PublicStaffMember } from "@/lib/views/events";
import { LocalTime } from "@/components/ui/LocalTime";
import { stagesLine } from "@/lib/tournament/format/words";
import { presetTraits } from "@/lib/tournament/format";
import { ratingMinimumNote, ratingWords } from "@/lib/words/rating";

const STRUCTURE = { basic: "Basic", advanced: "Advanced", custom: "Custom" } as const;
const TIER = { relaxed: "Relaxed", formal: "Formal", premier: "Premier" } as const;

function describeStructure(swissRounds: number, cutSize: number | null): string {
  const cut = cutSize ? `, then a cut to the top ${cutSize} and double elimination` : ", no cut";
  return `${swissRounds} Swiss ${swissRounds === 1 ? "round" : "rounds"}${cut}`;
}

function rounds(event: Event): string {
  if (event.swissRounds !== null) return describeStructure(event.swissRounds, event.cutSize);
  const planned = event.plannedStructure;
  if (!planned) return "Set from the player count when round 1 is paired";
  if ("problem" in planned) return planned.problem;
  const players = `${event.playerCount} ${event.playerCount === 1 ? "player" : "players"}`;
  return `${describeStructure(planned.swissRounds, planned.cutSize)} for ${players} registered now; fixed when round 1 is paired`;
}

/** Pending invitations are only counted: an invitee's address is never public. */
function staffLine({ staff, pendingInvitations }: { staff: PublicStaffMember[]; pendingInvitations: number }): string {
  const named = staff.map((s) => `${s.name} (${s.role})`);
  if (pendingInvitations > 0) named.push(`${pendingInvitations} ${pendingInvitations === 1 ? "invitation" : "invitations"} pending`);
  return named.join(", ") || "—";
}

/** Another game's preset: its stages and match format in the event's own words. */
function formatRows(event: Event): [string, React.ReactNode][] {
  const f = event.format;
  const swiss = f.stages[0]?.kind === "swiss";
  const rounds = swiss ? (event.swissRounds !== null ? `${event.swissRounds} Swiss ${event.swissRounds === 1 ? "round" : "rounds"}` : "Swiss rounds: one per doubling of the field, fixed at round 1") : null;
  const points = `${f.scoring.per === "game" ? "Per game" : "Per match"}: win ${f.scoring.win}, ${f.draws ? `draw ${f.scoring.draw}, ` : ""}loss ${f.scoring.loss}${f.modifiedResults ? `, modified win ${f.scoring.modifiedWin}, modified loss ${f.scoring.modifiedLoss}` : ""}, bye ${f.scoring.bye}${f.scoring.byeCounts === "round-end" ? " (counted when its round ends)" : ""}`;
  const rules = [
    f.lateEntry ? null : "No late entry",
    f.absenceForfeitMinutes !== null ? `A player absent ${f.absenceForfeitMinutes} minutes forfeits the game in progress` : null,
    f.chessClockMinutes !== null ? "A player whose clock runs out loses the match" : null,
  ].filter(Boolean);
  return [
    ["Game", f.game],
    ["Format", <span key="descriptor" data-testid="event-descriptor">{f.descriptor}</span>],
    ["Stages", stagesLine(f.stages) + (rounds ? ` · ${rounds}` : "")],
    ...(swiss ? ([["Points", points]] as [string, React.ReactNode][]) : []),
    ...(rules.length ? ([["Rules", rules.join(" · ")]] as [string, React.ReactNode][]) : []),
  ];
}

/** "Rated · K 16" or "Unrated", and why a small field will not be rated. */
function RatingFact({ event }: { event: Event }) {
  const note = ratingMinimumNote(event.rating, event.playerCount);
  return (
    <span data-testid="event-rating">
      {ratingWords(event.rating)}
      {note && <span className="block text-sm text-slate-600">{note}</span>}
    </span>
  );
}

export function EventFacts({ event, staff }: { event: Event; staff: { staff: PublicStaffMember[]; pendingInvitations: number } }) {
  const ffg = presetTraits(event.format.preset).structures;
  const rows: [string, React.ReactNode][] = [
    ["When", event.startsAt ? <LocalTime iso={event.startsAt} /> : "To be announced"],
    ["Where", event.venue ?? "To be announced"],
    ...(ffg
      ? ([
          ["Structure", `${STRUCTURE[event.structure]} — ${rounds(event)}`],
          ["Tier", TIER[event.tier]],
          ["Round times", `Swiss ${event.roundMinutes.swiss} min · elimination ${event.roundMinutes.elimination} min · final ${event.roundMinutes.final} min`],
        ] as [string, React.ReactNode][])
      : formatRows(event)),
    ["Rating", <RatingFact key="rating" event={event} />],
    ["Staff", staffLine(staff)],
    ["Random seed", <code key="seed" className="font-mono text-sm break-all">{event.randomSeed}</code>],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{k}</dt>
          <dd className="mb-2 sm:mb-0">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
