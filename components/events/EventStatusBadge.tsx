import { Badge } from "@/components/ui/Badge";
import type { Event } from "@/lib/schemas/event";

const LABEL = {
  registration: ["Registration", "info"],
  swiss: ["Swiss rounds", "warn"],
  elimination: ["Elimination", "warn"],
  complete: ["Complete", "good"],
} as const;

export function EventStatusBadge({ status }: { status: Event["status"] }) {
  const [label, tone] = LABEL[status];
  return <Badge tone={tone}>{label}</Badge>;
}
