/**
 * Outgoing mail: nodemailer over SMTP_URL (e.g. smtp://user:pass@mail.example:587), From:
 * MAIL_FROM. Without SMTP_URL nothing is sent and `mailConfigured()` is false: the app still
 * works (invitations go through their links), but addresses cannot be verified.
 */
import nodemailer, { type Transporter } from "nodemailer";

let transport: { url: string; transporter: Transporter } | null = null;

export const mailConfigured = () => Boolean(process.env.SMTP_URL?.trim());

function transporter(): Transporter {
  const url = process.env.SMTP_URL!.trim();
  // Re-created when the setting changes (tests start servers on fresh ports).
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; throws when the server refuses it. Call it outside database transactions. */
export async function sendMail(mail: Mail): Promise<void> {
  if (!mailConfigured()) throw new Error("Mail is not configured (SMTP_URL is unset).");
  await transporter().sendMail({ from: process.env.MAIL_FROM?.trim() || "Holonet <holonet@localhost>", ...mail });
}
