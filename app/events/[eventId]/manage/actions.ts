"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { removePlayer, updatePlayer } from "@/lib/server/entrants/player-edit";
import { registerPlayers } from "@/lib/server/entrants/players";
import { parsePlayerList } from "@/lib/schemas/player-list";
import { formAction, formToInput, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function addPlayerAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  return formAction(async () => {
    const [player] = await registerPlayers(await currentUser(), eventId, formToInput(form));
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `${player?.name} is registered.` };
  }, formValues(form));
}

export async function pastePlayersAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const { players, lines, errors } = parsePlayerList(values.list ?? "");
  if (errors.length > 0) return badLines(errors.map((e) => e.message), values);
  if (players.length === 0) {
    return { ok: false, message: "The list is empty.", fieldErrors: { list: "Paste one name per line." }, values };
  }
  return formAction(async () => {
    const added = await registerPlayers(await currentUser(), eventId, { players });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `${added.length} ${added.length === 1 ? "player" : "players"} registered.` };
  }, values, (state) => {
    // Issues point at players.<index>.name; name the pasted line instead.
    const problems = Object.entries(state.fieldErrors ?? {}).map(([path, message]) => {
      const index = Number(path.split(".")[1]);
      return Number.isInteger(index) && lines[index] ? `Line ${lines[index]}: ${message}` : message;
    });
    return problems.length > 0 ? badLines(problems, values) : state;
  });
}

/** Every bad line, each on its own line beside the box (the banner only counts them). */
function badLines(problems: string[], values: Record<string, string>): FormState {
  const count = problems.length === 1 ? "1 line needs" : `${problems.length} lines need`;
  return { ok: false, message: `Nothing was added: ${count} fixing (listed under the box).`, fieldErrors: { list: problems.join("\n") }, values };
}

export async function updatePlayerAction(eventId: string, playerId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const email = (values.email ?? "").trim();
  return formAction(async () => {
    const player = await updatePlayer(await currentUser(), eventId, playerId, { name: values.name ?? "", email: email === "" ? null : email });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `Saved: ${player.name}.`, values };
  }, values);
}

export async function removePlayerAction(eventId: string, playerId: string): Promise<FormState> {
  return formAction(async () => {
    await removePlayer(await currentUser(), eventId, playerId);
    revalidatePath(`/events/${eventId}`, "layout");
    redirect(`/events/${eventId}/manage`);
  });
}
