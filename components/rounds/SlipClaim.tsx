import { QrCode } from "@/components/events/QrCode";

export interface SlipClaimTicket {
  code: string;
  url: string;
}

/** On a typed player's slip: the claim code and a QR code of the claim link. */
export function SlipClaim({ name, ticket }: { name: string; ticket: SlipClaimTicket }) {
  return (
    <div className="mt-2 flex items-center gap-2 text-xs" data-testid="slip-claim">
      <QrCode url={ticket.url} size={56} label={`QR code to claim ${name}'s results`} />
      <p>
        Claim your results: <span className="font-mono font-semibold tracking-wide">{ticket.code}</span>
      </p>
    </div>
  );
}
