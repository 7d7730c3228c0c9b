"use client";

import { useEffect, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import type { InviteeCandidate } from "@/lib/schemas/guild";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Founding a guild: name, tag and message, each refusal beside its field. */
export function CreateGuildForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <Field id="guild-name" label="Guild name" hint="Unique: no other guild may have it, whatever the capitals." error={err.name}>
        <input id="guild-name" name="name" defaultValue={v.name} key={`n${v.name}`} maxLength={60} className={inputClass} {...errorProps("guild-name", err.name)} />
      </Field>
      <Field id="guild-tag" label="Tag" hint="Up to 6 letters or digits, shown beside members' names: [JEDI]." error={err.tag}>
        <input id="guild-tag" name="tag" defaultValue={v.tag} key={`t${v.tag}`} maxLength={6} autoCapitalize="characters" className={inputClass} {...errorProps("guild-tag", err.tag)} />
      </Field>
      <Field id="guild-message" label="Guild message (optional)" error={err.message}>
        <textarea id="guild-message" name="message" defaultValue={v.message} key={`m${v.message}`} rows={3} className={inputClass} {...errorProps("guild-message", err.message)} />
      </Field>
      <SubmitButton pendingText="Founding…">Found the guild</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/**
 * Leader and officers: invite a player by typing their name and choosing them (a combobox:
 * arrows and Enter, or a tap); a pasted profile link or id still works. Hidden profiles are
 * never suggested.
 */
export function InviteForm({ action, search }: { action: Action; search: (q: string) => Promise<InviteeCandidate[]> }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const [text, setText] = useState(state.ok ? "" : (state.values?.profile ?? ""));
  const [picked, setPicked] = useState<InviteeCandidate | null>(null);
  const [found, setFound] = useState<{ q: string; options: InviteeCandidate[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [wasOk, setWasOk] = useState(state);
  // An invitation sent: the box empties for the next name.
  if (wasOk !== state) {
    setWasOk(state);
    if (state.ok) {
      setText("");
      setPicked(null);
      setFound(null);
    }
  }
  const q = text.trim();
  const looksLikeLink = /\/players\/|^[a-z0-9]{20,}$/i.test(q);
  useEffect(() => {
    if (picked || looksLikeLink || q.length < 2) return;
    let live = true;
    const t = setTimeout(async () => {
      const options = await search(q);
      if (!live) return;
      setFound({ q, options });
      setActive(-1);
      setOpen(true);
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [q, picked, looksLikeLink, search]);
  const options = found && found.q === q && !picked ? found.options : [];
  const shown = open && options.length > 0;
  const choose = (c: InviteeCandidate) => {
    setPicked(c);
    setText(c.name);
    setOpen(false);
  };
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % options.length);
    } else if (e.key === "ArrowUp" && options.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === "Enter" && shown && active >= 0) {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };
  const status =
    picked || looksLikeLink || q.length < 2 || !found || found.q !== q ? "" : options.length === 0 ? `No player with a public profile is called “${q}”.` : `${options.length === 1 ? "1 player" : `${options.length} players`} found: choose one.`;
  const id = "invite-profile";
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id={id} label="Invite a player" hint="Type two or more letters of their name, then choose them. They answer from their notices." error={err.profileId}>
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={`${id}-list`}
            aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPicked(null);
            }}
            onKeyDown={onKey}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
            className={inputClass}
            {...errorProps(id, err.profileId)}
          />
          <ul id={`${id}-list`} role="listbox" aria-label="Players found" hidden={!shown} className="absolute z-10 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-300 bg-white shadow-lg">
            {options.map((c, i) => (
              <li
                key={c.profileId}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                // Chosen on press, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(c);
                }}
                className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2 ${i === active ? "bg-slate-100" : ""}`}
              >
                <span className="font-semibold break-words">{c.name}</span>
                {c.guild && <span className="text-sm text-slate-700">in [{c.guild.tag}] {c.guild.name}</span>}
                {c.invited && <span className="text-sm text-slate-700">· invited</span>}
              </li>
            ))}
          </ul>
        </div>
      </Field>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      <input type="hidden" name="profile" value={picked?.profileId ?? text} />
      <SubmitButton pendingText="Inviting…">{picked ? `Invite ${picked.name}` : "Invite"}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/** Leader and officers: the guild message and tag. */
export function MessageForm({ action, message, tag }: { action: Action; message: string; tag: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="edit-message" label="Guild message" error={err.message}>
        <textarea id="edit-message" name="message" defaultValue={state.values?.message ?? message} rows={3} className={inputClass} {...errorProps("edit-message", err.message)} />
      </Field>
      <Field id="edit-tag" label="Tag" hint="Up to 6 letters or digits, shown beside members' names." error={err.tag}>
        <input id="edit-tag" name="tag" defaultValue={state.values?.tag ?? tag} maxLength={6} autoCapitalize="characters" className={inputClass} {...errorProps("edit-tag", err.tag)} />
      </Field>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
