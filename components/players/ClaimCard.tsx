import { QrCode } from "@/components/events/QrCode";
import { Card } from "@/components/ui/Card";
import type { ClaimTicket } from "@/lib/views/players";

/** The organizer: a typed entry's claim code, link and QR code, to hand to its player (also on the slips). */
export function ClaimCardView({ ticket, origin, name }: { ticket: ClaimTicket | undefined; origin: string; name: string }) {
  return (
    <Card title="Player's account">
      {ticket ? (
        <div className="flex flex-wrap items-center gap-4" data-testid="claim-card">
          <QrCode url={`${origin}${ticket.path}`} size={112} label={`QR code to claim ${name}'s entry`} />
          <div className="min-w-0 space-y-1 text-sm">
            <p>
              {name} can link this entry to their account with the code <span className="font-mono text-base font-semibold tracking-wide">{ticket.code}</span> (it is on their match slips too). It
              works once.
            </p>
            <p className="font-mono break-all text-slate-600">
              {origin}
              {ticket.path}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-slate-700">This entry belongs to a player&apos;s account (they registered themselves or claimed it).</p>
      )}
    </Card>
  );
}
