import Link from "next/link";

const TABS = [
  ["", "Event"],
  ["/pairings", "Pairings"],
  ["/standings", "Standings"],
  ["/bracket", "Bracket"],
] as const;

/** Public tabs of an event; the bracket tab appears once there is a cut. */
export function EventNav({ eventId, current, hasBracket }: { eventId: string; current: "" | "/pairings" | "/standings" | "/bracket"; hasBracket: boolean }) {
  return (
    <nav aria-label="Event" className="-mx-4 mb-5 border-b border-slate-200 px-4 print:hidden">
      <ul className="flex flex-wrap gap-x-1">
        {TABS.filter(([path]) => path !== "/bracket" || hasBracket).map(([path, label]) => (
          <li key={path}>
            <Link
              href={`/events/${eventId}${path}`}
              aria-current={current === path ? "page" : undefined}
              className={`inline-block min-h-11 px-2 py-3 text-[15px] font-semibold whitespace-nowrap sm:px-3 sm:text-base ${current === path ? "border-b-2 border-slate-900 text-slate-900" : "text-slate-700 hover:text-slate-900"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
