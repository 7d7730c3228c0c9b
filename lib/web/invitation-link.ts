import QRCode from "qrcode";
import type { StaffInvitation } from "@/lib/schemas/staff";
import type { FormState } from "./form";

/** The invitation link as a form shows it once: the URL and its QR code. */
export async function invitationLinkState(invitation: StaffInvitation["invitation"]): Promise<NonNullable<FormState["link"]>> {
  const qrSvg = await QRCode.toString(invitation.url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { url: invitation.url, qrSvg, expiresAt: invitation.expiresAt };
}
