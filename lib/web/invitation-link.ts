import type { StaffInvitation } from "@/lib/schemas/staff";
import type { FormState } from "./form";
import { qrSvg } from "./qr";

/** The invitation link as a form shows it once: the URL and its QR code. */
export async function invitationLinkState(invitation: StaffInvitation["invitation"]): Promise<NonNullable<FormState["link"]>> {
  return { url: invitation.url, qrSvg: await qrSvg(invitation.url), expiresAt: invitation.expiresAt };
}
