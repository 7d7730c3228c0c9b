/**
 * What a server action answers a form: a message, and a message beside each field that was
 * refused (the same Zod issues the API returns as 400). The typed values come back so the form
 * keeps them. Client-safe: client components import this, never ./form.ts (which knows the
 * services' errors).
 */
export interface FormState {
  ok?: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A one-time link to show once (invitations), with its QR code as SVG. */
  link?: { url: string; qrSvg: string; expiresAt: string };
  /** The server was busy and nothing was saved: seconds before the form's one retry. */
  busy?: number;
}

export const initialFormState: FormState = {};
