import type { Match } from "@/lib/schemas/round";
import { LocalTime } from "@/components/ui/LocalTime";

/**
 * On a player's own table: who the staff marked absent, since when, and when the game in progress
 * is forfeited — shown to both players, so the one waiting at the table knows it was seen.
 */
export function AbsentNotice({ match, seat }: { match: Match; seat: "A" | "B" }) {
  const clock = match.clock;
  if (!clock || match.result) return null;
  const other = seat === "A" ? "B" : "A";
  const opponent = seat === "A" ? match.playerB : match.playerA;
  const forfeit = clock.forfeitAt ? (
    <>
      {" "}
      — the game in progress is forfeited at <LocalTime iso={clock.forfeitAt} shape="time" />
    </>
  ) : null;
  const lines = [];
  if (clock.absentSince[other] && opponent) {
    lines.push(
      <p key="other" data-testid="opponent-absent">
        {opponent.name} was marked absent at <LocalTime iso={clock.absentSince[other]} shape="time" />
        {forfeit} unless they arrive.
      </p>,
    );
  }
  if (clock.absentSince[seat]) {
    lines.push(
      <p key="me" data-testid="me-absent">
        You were marked absent at <LocalTime iso={clock.absentSince[seat]} shape="time" />
        {forfeit}: tell a judge you are here.
      </p>,
    );
  }
  if (lines.length === 0) return null;
  return (
    <div role="status" className="mt-2 space-y-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {lines}
    </div>
  );
}
