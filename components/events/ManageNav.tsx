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

/** The organizer's and judges' tabs of an event; Settings only for the organizer. */
export function ManageNav({ eventId, current, role, teams = false }: { eventId: string; current: ManageTab; role: "organizer" | "judge" | "marshal"; teams?: boolean }) {
  return (
    <nav aria-label="Manage" className="-mx-4 mb-5 border-b border-slate-200 px-4">
      <ul className="flex flex-wrap sm:gap-1">
        {TABS.filter((t) => (!t.organizerOnly || role === "organizer") && (!t.teamsOnly || teams)).map((t) => (
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
