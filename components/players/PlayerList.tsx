import { inputClass } from "@/components/forms/Field";
import { buttonClass } from "@/components/ui/LinkButton";
import { count } from "@/components/rounds/paging";
import type { Player } from "@/lib/schemas/player";
import { PlayerPager } from "./PlayerPager";
import { PlayerTable } from "./PlayerTable";
import { playerPage, playersHref, PLAYERS_PER_PAGE, SEARCH_MAX } from "./player-page";

/**
 * The event page's players: up to 100, the list alone as before; a bigger event shows one page
 * of them (`?page=N`) with the pairings' pager and a search by name (`?q=`, a GET form: it works
 * without JavaScript). Searching and paging are done here, on the server.
 */
export function PlayerList({ eventId, players, page, q }: { eventId: string; players: Player[]; page?: string | string[]; q?: string | string[] }) {
  if (players.length === 0) return <p className="text-slate-600">No players registered yet.</p>;
  const list = playerPage(players, { page, q });
  const { rows, total, found, query, start } = list;
  if (total <= PLAYERS_PER_PAGE && !query) return <PlayerTable rows={rows} total={total} />;
  const range = `${count(start + 1)}–${count(start + rows.length)}`;
  const status = !query
    ? `Players ${range} of ${count(total)}`
    : found === 0
      ? `No player matches “${query}”.`
      : `${count(found)} ${found === 1 ? "player matches" : "players match"} “${query}”${list.pages > 1 ? ` · ${range} shown` : ""}`;
  return (
    <div className="space-y-3">
      <form action={playersHref(eventId, 1)} method="get" role="search" aria-label="Players" className="flex gap-2 print:hidden">
        <label htmlFor="player-search" className="sr-only">
          Find a player by name
        </label>
        <input
          id="player-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_MAX}
          placeholder="Find a player…"
          autoComplete="off"
          enterKeyHint="search"
          className={inputClass}
        />
        <button type="submit" className={buttonClass.secondary}>
          Find
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
        <p className="min-w-0 font-semibold break-words text-slate-700" data-testid="player-list-status">
          {status}
        </p>
        {query && (
          <a className="inline-flex min-h-11 items-center font-semibold underline" href={playersHref(eventId, 1)}>
            Show all players
          </a>
        )}
      </div>
      {rows.length > 0 && <PlayerTable rows={rows} total={total} />}
      <PlayerPager eventId={eventId} page={list.page} pages={list.pages} query={query} />
    </div>
  );
}
