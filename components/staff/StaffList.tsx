import type { ReactNode } from "react";
import { Badge } from "@/components/ui/Badge";
import type { StaffMember } from "@/lib/schemas/staff";

const ROLE = { organizer: "Organizer", judge: "Judge", marshal: "Marshal" } as const;

/** Leaders of the event; `action` renders the remove control for a row (organizer only). */
export function StaffList({ staff, action }: { staff: StaffMember[]; action?: (member: StaffMember) => ReactNode }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="staff-list">
      {staff.map((s) => (
        <li key={s.id} className="space-y-2 py-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <div className="font-medium">{s.name ?? s.email}</div>
              {s.name && <div className="break-all text-sm text-slate-600">{s.email}</div>}
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge tone={s.role === "organizer" ? "info" : "neutral"}>{ROLE[s.role]}</Badge>
              {s.pending && <Badge tone="warn">Invited{s.inviteExpiresAt && new Date(s.inviteExpiresAt) < new Date() ? " (link expired)" : ""}</Badge>}
              {s.playing && <Badge tone="good">Also playing</Badge>}
            </div>
          </div>
          {action?.(s)}
        </li>
      ))}
    </ul>
  );
}
