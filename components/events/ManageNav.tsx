import Link from "next/link";

export type ManageTab = "players" | "teams" | "rounds" | "judge" | "staff" | "settings" | "registration" | "money" | "documents" | "history";

const TABS: { tab: ManageTab; label: string; path: string; organizerOnly?: boolean; teamsOnly?: boolean }[] = [
  { tab: "players", label: "Players", path: "/manage" },
  { tab: "teams", label: "Teams", path: "/manage/teams", teamsOnly: true },
  { tab: "rounds", label: "Rounds", path: "/manage/rounds" },
  { tab: "judge", label: "Judge queue", path: "/manage/judge" },
  { tab: "staff", label: "Staff", path: "/manage/staff" },
  { tab: "settings", label: "Settings", path: "/manage/settings", organizerOnly: true },
  { tab: "registration", label: "Registration", path: "/manage/registration", organizerOnly: true },
  { tab: "money", label: "Money", path: "/manage/money" },
  { tab: "documents", label: "Documents", path: "/manage/documents" },
  { tab: "history", label: "History", path: "/history" },
];

/**
 * The organizer's and judges' tabs of an event; Settings only for the organizer. A phone shows
 * the current section and a menu of the others (nine tabs would wrap onto three rows).
 */
export function ManageNav({ eventId, current, role, teams = false }: { eventId: string; current: ManageTab; role: "organizer" | "judge" | "marshal"; teams?: boolean }) {
  const tabs = TABS.filter((t) => (!t.organizerOnly || role === "organizer") && (!t.teamsOnly || teams));
  const here = tabs.find((t) => t.tab === current);
  return (
    <nav aria-label="Manage" className="-mx-4 mb-5 border-b border-slate-200 px-4">
      <details className="group sm:hidden" data-testid="manage-menu">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 [&::-webkit-details-marker]:hidden">
          <span className="text-lg font-semibold text-slate-900">{here?.label ?? "Manage"}</span>
          <span className="rounded-lg border border-slate-300 px-3 py-2 text-[15px] font-semibold text-slate-800">
            <span className="group-open:hidden">Menu</span>
            <span className="hidden group-open:inline">Close</span>
          </span>
        </summary>
        <ul className="grid grid-cols-2 gap-1 pb-3">
          {tabs.map((t) => (
            <li key={t.tab}>
              <Link
                href={`/events/${eventId}${t.path}`}
                aria-current={current === t.tab ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold ${current === t.tab ? "bg-slate-900 text-white" : "bg-slate-50 text-slate-800"}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
      <ul className="hidden flex-wrap sm:flex sm:gap-1">
        {tabs.map((t) => (
          <li key={t.tab}>
            <Link
              href={`/events/${eventId}${t.path}`}
              aria-current={current === t.tab ? "page" : undefined}
              className={`inline-block min-h-11 px-2 py-3 text-[15px] font-semibold whitespace-nowrap sm:px-3 sm:text-base ${current === t.tab ? "border-b-2 border-slate-900 text-slate-900" : "text-slate-700 hover:text-slate-900"}`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
