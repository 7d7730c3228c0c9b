"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { Badge } from "@/components/ui/Badge";
import type { TeamMemberStaffView, TeamStaffView } from "@/lib/schemas/team";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { formatMoney } from "@/lib/words/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;
export interface MemberActions {
  payment: Action;
  deck: Action;
  /** Organizer only. */
  substitute?: Action;
}

const METHODS = [
  { value: "cash", label: "Cash" },
  { value: "card", label: "Card" },
  { value: "waived", label: "Waived" },
] as const;

/** One team on the organizer's page: members and seats, invitation, payments, decks, substitution. */
export function StaffTeamCard({ team, currency, actions }: { team: TeamStaffView; currency: string; actions: MemberActions[] }) {
  const money = (c: number) => formatMoney(c, currency);
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="team-card" data-team={team.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold break-words">
          {team.name} {team.status !== "active" && <Badge>{team.status}</Badge>}{" "}
          {team.members.some((m) => m.invitePending) && <Badge tone="warn">Partner not joined: round 1 waits (substitute the seat, or remove the team)</Badge>}
        </h3>
        <span className="flex flex-wrap gap-1 text-sm">
          <Badge tone={team.fees.unpaidMembers === 0 ? "good" : "warn"}>
            Fees {money(team.fees.paidCents)} / {money(team.fees.dueCents)}
          </Badge>
          <Badge tone={team.decks.valid ? "good" : "warn"}>{team.decks.valid ? "Decks valid" : "Decks not valid yet"}</Badge>
        </span>
      </div>
      {team.decks.problems.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={`${team.name}: team deck checks`}>
          {team.decks.problems.map((p, i) => (
            <li key={i} className={p.severity === "problem" ? "text-red-800" : "text-amber-800"}>
              {p.severity === "problem" ? "Problem" : "Warning"}: {p.message}
            </li>
          ))}
        </ul>
      )}
      <ul className="divide-y divide-slate-100">
        {team.members.map((m, i) => (
          <MemberRow key={m.position} member={m} money={money} actions={actions[i]!} />
        ))}
      </ul>
    </li>
  );
}

function MemberRow({ member: m, money, actions }: { member: TeamMemberStaffView; money: (c: number) => string; actions: MemberActions }) {
  const [paid, payAction, paying] = useFormAction(actions.payment, initialFormState);
  const amountErr = paid.ok ? undefined : paid.fieldErrors?.amount;
  const id = `m-${m.position}-${m.name.replace(/\W+/g, "-")}`;
  return (
    <li className="space-y-2 py-2" data-testid="team-member" data-seat={m.position}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold break-words">
          <span className="mr-2 rounded bg-slate-900 px-1.5 text-xs font-bold text-white">{m.position === 1 ? "D1 / L1" : "D2 / L2"}</span>
          {m.name}
        </span>
        <span className="flex flex-wrap gap-1 text-sm">
          {m.invitePending && <Badge tone="info">Invited: not accepted yet</Badge>}
          {m.linked && <Badge tone="good">Account linked</Badge>}
          {m.fee.method === null ? (
            <Badge tone="warn">Owes {money(m.fee.dueCents)} ({m.fee.tier})</Badge>
          ) : m.fee.method === "waived" ? (
            <Badge tone="info">Waived</Badge>
          ) : (
            <Badge tone="good">
              Paid {money(m.fee.paidCents ?? 0)} {m.fee.method}
            </Badge>
          )}
          {m.deck ? <Badge tone={m.deck.valid ? "good" : "bad"}>{m.deck.valid ? "Deck valid" : "Deck not valid"}</Badge> : <Badge>No deck yet</Badge>}
        </span>
      </div>
      {m.email && <p className="text-sm text-slate-600 break-all">{m.email}</p>}
      <form action={payAction} className="flex flex-wrap items-center gap-2" aria-label={`Payment of ${m.name}`}>
        <label className="sr-only" htmlFor={`${id}-amount`}>
          Amount taken from {m.name}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          placeholder={(m.fee.dueCents / 100).toFixed(2)}
          className="min-h-11 w-24 rounded-lg border border-slate-300 px-2 text-base aria-[invalid=true]:border-red-600"
          {...errorProps(`${id}-amount`, amountErr)}
        />
        {METHODS.map((x) => (
          <button
            key={x.value}
            type="submit"
            name="method"
            value={x.value}
            disabled={paying}
            aria-pressed={m.fee.method === x.value}
            className={`min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${m.fee.method === x.value ? "bg-slate-900 text-white" : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"}`}
          >
            {x.label}
          </button>
        ))}
      </form>
      {amountErr && (
        <p id={`${id}-amount-error`} role="alert" className="text-sm font-medium text-red-700">
          {amountErr}
        </p>
      )}
      {!amountErr && paid.message && <FormMessage state={paid} />}
      <details className="rounded-lg bg-slate-50 px-3 py-1">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-800">Deck and sleeves</summary>
        <DeckForm id={id} member={m} action={actions.deck} />
      </details>
      {actions.substitute && (
        <details className="rounded-lg bg-slate-50 px-3 py-1">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-800">Substitute {m.name}</summary>
          <SubstituteForm id={id} action={actions.substitute} />
        </details>
      )}
    </li>
  );
}

function DeckForm({ id, member, action }: { id: string; member: TeamMemberStaffView; action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = (k: string) => (state.ok ? undefined : state.fieldErrors?.[k]);
  return (
    <form action={formAction} className="space-y-2 pb-3" aria-label={`Deck of ${member.name}`}>
      <Field id={`${id}-list`} label="Deck list (60 cards)" hint="One card per line; mark the objective with [objective]." error={err("list")}>
        <textarea id={`${id}-list`} name="list" rows={6} required className={inputClass} defaultValue={state.values?.list} {...errorProps(`${id}-list`, err("list"))} />
      </Field>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`${id}-objective`} label="Objective (if not marked)" error={err("objective")}>
          <input id={`${id}-objective`} name="objective" defaultValue={state.values?.objective ?? member.deck?.objective ?? ""} className={inputClass} {...errorProps(`${id}-objective`, err("objective"))} />
        </Field>
        <Field id={`${id}-sleeves`} label="Sleeves (seen at check-in)" hint="Teammates' sleeves must differ." error={err("sleeves")}>
          <input id={`${id}-sleeves`} name="sleeves" defaultValue={state.values?.sleeves ?? member.deck?.sleeves ?? ""} className={inputClass} {...errorProps(`${id}-sleeves`, err("sleeves"))} />
        </Field>
      </div>
      <SubmitButton variant="secondary">Save deck</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

function SubstituteForm({ id, action }: { id: string; action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = (k: string) => (state.ok ? undefined : state.fieldErrors?.[k]);
  return (
    <form action={formAction} className="space-y-2 pb-3" aria-label="Substitute">
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`${id}-sub-name`} label="New member's name" error={err("name")}>
          <input id={`${id}-sub-name`} name="name" required maxLength={80} className={inputClass} {...errorProps(`${id}-sub-name`, err("name"))} />
        </Field>
        <Field id={`${id}-sub-email`} label="Email (optional)" error={err("email")}>
          <input id={`${id}-sub-email`} name="email" type="email" className={inputClass} {...errorProps(`${id}-sub-email`, err("email"))} />
        </Field>
      </div>
      <Field id={`${id}-sub-reason`} label="Reason (for the log)" error={err("reason")}>
        <input id={`${id}-sub-reason`} name="reason" maxLength={300} className={inputClass} {...errorProps(`${id}-sub-reason`, err("reason"))} />
      </Field>
      <SubmitButton variant="secondary">Substitute</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
