"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { claimEntry } from "@/lib/server/entrants/claims";
import { formAction, type FormState } from "@/lib/web/form";
import { clientAddress } from "@/lib/http/client-address";
import { currentUser } from "@/lib/web/session";

/** Claims the entry with the code of its link (or, with no code, by a verified email). */
export async function claimAction(eventId: string, playerId: string, code: string | null): Promise<FormState> {
  return formAction(async () => {
    await claimEntry(await currentUser(), eventId, playerId, code === null ? {} : { code }, { address: clientAddress(await headers()) });
    redirect(`/events/${eventId}`);
  });
}
