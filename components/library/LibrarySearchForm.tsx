import { inputClass } from "@/components/forms/Field";
import { buttonClass } from "@/components/ui/LinkButton";

/**
 * Search the judges' library: a plain GET form to /library (works without JavaScript). With an
 * event, the search covers that event's documents, its uploaded rulings sheet included.
 */
export function LibrarySearchForm({ query = "", eventId, label = "Search the rules", autoFocus = false }: { query?: string; eventId?: string; label?: string; autoFocus?: boolean }) {
  const id = eventId ? `library-q-${eventId}` : "library-q";
  return (
    <form action="/library" method="get" role="search" className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder="force drain, 5.7, tiebreakers…"
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          className={inputClass}
        />
        {eventId && <input type="hidden" name="event" value={eventId} />}
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </div>
    </form>
  );
}
