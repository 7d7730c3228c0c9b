/**
 * The one action of a one-time link's page (a staff role, a team's join link, a season's
 * co-organizer): accept as the signed-in reader, then go where the link leads; a refusal stays
 * on the page as the form's words.
 */
import { redirect } from "next/navigation";
import type { User } from "@/lib/schemas/auth";
import { formAction, type FormState } from "./form";
import { currentUser } from "./session";

export function acceptLink<T>(accept: (user: User | null) => Promise<T>, to: (accepted: T) => string): Promise<FormState> {
  return formAction(async () => redirect(to(await accept(await currentUser()))));
}
