"use client";

import { useId, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { Match } from "@/lib/schemas/round";
import { decidedBy, drawnMatch, maxGames, nextGameAllowed, type GameEnding, type MatchFormat } from "@/lib/tournament/format";
import { shortName } from "./short-name";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;
type Seat = "A" | "B";
interface Game {
  /** A drawn game only where the format allows draws (`format.draws`). */
  result: Seat | "draw";
  ending: GameEnding | null;
}

const btn = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";
const select = "min-h-11 min-w-0 max-w-full rounded-lg border border-slate-300 bg-white px-2 text-sm";

/** The saved games of a match, as the form edits them. */
function savedGames(match: Match): Game[] {
  return (match.result?.games ?? [])
    .filter((g): g is { result: Seat | "draw"; ending?: GameEnding } => g.result === "A" || g.result === "B" || g.result === "draw")
    .map((g) => ({ result: g.result, ending: g.ending ?? null }));
}

const sameGames = (a: readonly Game[], b: readonly Game[]) => a.length === b.length && a.every((g, i) => g.result === b[i]!.result && g.ending === b[i]!.ending);

/**
 * Match play, game by game: tap each game's winner, then say how that game ended beside it
 * (played out, forfeit, time); the engine's format says when the match is decided (no game is
 * offered after that) and the result is saved then. A chess clock that runs out ends the match
 * at once. The version read is sent back so a newer save is never overwritten.
 *
 * What was tapped survives live updates of the match (a clock switched, paused, a player marked
 * absent: the match's version moves, its result does not). Only a change of the saved result —
 * what this form edits — replaces an entry in progress, and then it says so.
 */
export function MatchPlayForm({
  match,
  format,
  action,
  onEntry,
  flagged = null,
  mayOverride = false,
}: {
  match: Match;
  format: MatchFormat;
  action: Action;
  /** Told, as games are tapped, whether the entry differs from what is saved (a player's report in progress). */
  onEntry?: (dirty: boolean) => void;
  /** The seat whose chess clock ran out: the match is their time loss (SWG:564-566). */
  flagged?: Seat | null;
  /** Organizer or judge: may record another result over a clock that was wrong. */
  mayOverride?: boolean;
}) {
  const [state, formAction, pending] = useFormAction(action, initialFormState);
  const [override, setOverride] = useState(false);
  const saved = savedGames(match);
  const [games, setGamesState] = useState<Game[]>(saved);
  const [base, setBase] = useState<Game[]>(saved);
  const [replaced, setReplaced] = useState(false);
  const [single, setSingle] = useState<GameEnding | "">("");
  const id = useId();
  // The saved result changed (another judge, the players' reports, this form's own save).
  if (!sameGames(saved, base)) {
    setBase(saved);
    const dirty = !sameGames(games, base) && !sameGames(games, saved);
    setGamesState(saved);
    setReplaced(dirty);
  }
  const setGames = (next: Game[]) => {
    setGamesState(next);
    setReplaced(false);
    onEntry?.(!sameGames(next, saved));
  };
  // Both sides (SWCCG 2-on-2): both games always count; the result is saved once both are in.
  const bothSides = format.games.kind === "both-sides";
  const name = (seat: Seat) => (seat === "A" ? shortName(match.playerA) : match.playerB ? shortName(match.playerB) : "");
  const results = games.map((g) => g.result);
  const winner = decidedBy(format, results);
  const drawn = drawnMatch(format, results);
  // The engine's format says whether a game may be drawn; the form only offers it then.
  const mayDraw = format.draws && !bothSides;
  const open = nextGameAllowed(format, results);
  const oneGame = maxGames(format) === 1;
  const bothIn = bothSides && games.length === maxGames(format);
  const endings = [
    ...(format.modifiedResults ? [["time", "reached time (modified result)"] as const] : []),
    ...(format.absenceForfeitMinutes !== null ? [["forfeit", `forfeit (absent ${format.absenceForfeitMinutes}+ minutes)`] as const] : []),
  ];
  const payload = (list: Game[], timeLoss?: Seat) =>
    JSON.stringify({
      games: list.map((g) => (g.ending ? { result: g.result, ending: g.ending } : { result: g.result })),
      ...(timeLoss ? { timeLoss } : {}),
      ...(override && timeLoss !== flagged ? { overrideClock: true } : {}),
    });
  const endingOf = (i: number, ending: GameEnding | "") => setGames(games.map((g, k) => (k === i ? { ...g, ending: ending || null } : g)));
  const endingText = (e: GameEnding | null) => (e === "time" ? " (time)" : e === "forfeit" ? " (forfeit)" : "");

  return (
    <form action={formAction} className="space-y-2" aria-label={`Result for ${match.table !== null ? `table ${match.table}` : `M${match.bracketMatch}`}`}>
      <input type="hidden" name="expectedVersion" value={match.version} />
      {flagged && (
        <div className="space-y-2 rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="clock-flagged">
          <p className="font-semibold">{name(flagged)}&apos;s chess clock ran out: {name(flagged)} loses the match.</p>
          <button className={`${btn} w-full border-red-700`} disabled={pending} type="submit" name="result" value={payload(games, flagged)}>
            Save: {name(flagged)} lost on time
          </button>
          {mayOverride && (
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
              The clock was wrong: record the games below instead (a judge&apos;s correction, in the history)
            </label>
          )}
        </div>
      )}
      {replaced && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="entry-replaced">
          The result was recorded meanwhile — your entry was replaced by it.
        </p>
      )}
      {games.length > 0 && (
        <ol className="space-y-1 text-sm" data-testid="games-so-far">
          {games.map((g, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2 rounded bg-slate-100 px-2 py-1" data-testid={`game-${i + 1}`}>
              <span className="font-medium">
                Game {i + 1}: {g.result === "draw" ? "draw" : name(g.result)}
                {endingText(g.ending)}
              </span>
              {endings.length > 0 && g.result !== "draw" && (
                <>
                  <label className="sr-only" htmlFor={`${id}-ending-${i}`}>
                    How game {i + 1} ended
                  </label>
                  <select id={`${id}-ending-${i}`} value={g.ending ?? ""} disabled={pending} onChange={(e) => endingOf(i, e.target.value as GameEnding | "")} className={select}>
                    <option value="">played out</option>
                    {endings.map(([v, label]) => (
                      <option key={v} value={v}>
                        {label}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </li>
          ))}
          <li>
            <button type="button" className="min-h-8 px-2 text-slate-600 underline" onClick={() => setGames(games.slice(0, -1))} disabled={pending}>
              Undo game {games.length}
            </button>
          </li>
        </ol>
      )}
      {open && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">{oneGame ? "Who won?" : `Game ${games.length + 1}: who won?`}</p>
          {/* One game decides the match and is saved with one tap: its ending is said first. */}
          {oneGame && endings.length > 0 && (
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <span>The game</span>
              <select value={single} onChange={(e) => setSingle(e.target.value as GameEnding | "")} className={select}>
                <option value="">was played out</option>
                {endings.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className={`grid gap-2 ${mayDraw ? "grid-cols-3" : "grid-cols-2"}`}>
            {(mayDraw ? (["A", "draw", "B"] as const) : (["A", "B"] as const)).map((seat) =>
              seat === "draw" ? (
                oneGame ? (
                  <button key={seat} className={btn} disabled={pending} type="submit" name="result" value={payload([{ result: "draw", ending: null }])}>
                    Draw
                  </button>
                ) : (
                  <button key={seat} className={btn} disabled={pending} type="button" onClick={() => setGames([...games, { result: "draw", ending: null }])}>
                    Game {games.length + 1} drawn
                  </button>
                )
              ) :
              oneGame ? (
                <button key={seat} className={btn} disabled={pending} type="submit" name="result" value={payload([{ result: seat, ending: single || null }])}>
                  {name(seat)} wins
                </button>
              ) : (
                <button key={seat} className={btn} disabled={pending} type="button" onClick={() => setGames([...games, { result: seat, ending: null }])}>
                  {name(seat)} wins game {games.length + 1}
                </button>
              ),
            )}
          </div>
        </div>
      )}
      {winner && !oneGame && (
        <button className={`${btn} w-full border-emerald-700 bg-emerald-50`} disabled={pending} type="submit" name="result" value={payload(games)}>
          Save: {name(winner)} wins {results.filter((r) => r === winner).length}–{results.filter((r) => r !== winner && r !== "draw").length}
        </button>
      )}
      {drawn && !oneGame && (
        <button className={`${btn} w-full border-emerald-700 bg-emerald-50`} disabled={pending} type="submit" name="result" value={payload(games)} data-testid="save-drawn-match">
          Save: a drawn match
        </button>
      )}
      {bothIn && (
        <button className={`${btn} w-full border-emerald-700 bg-emerald-50`} disabled={pending} type="submit" name="result" value={payload(games)} data-testid="save-both-games">
          Save: {games.map((g, i) => `game ${i + 1} ${g.result === "draw" ? "draw" : name(g.result)}${g.ending === "time" ? " (time)" : ""}`).join(", ")}
        </button>
      )}
      {format.clock.kind === "chess" && !winner && !flagged && (
        <details className="text-sm">
          <summary className="cursor-pointer py-3 text-slate-600">A chess clock ran out…</summary>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(["A", "B"] as const).map((seat) => (
              <button key={seat} className={btn} disabled={pending} type="submit" name="result" value={payload(games, seat)}>
                {name(seat)} ran out of time
              </button>
            ))}
          </div>
        </details>
      )}
      <FormMessage state={state} />
    </form>
  );
}
