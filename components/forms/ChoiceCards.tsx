import { errorProps } from "./Field";

export interface ChoiceOption {
  value: string;
  label: string;
  hint: string;
}

/** A radio group drawn as cards: large tap targets with a line of explanation each. */
export function ChoiceCards({ name, options, value, onChange, error }: { name: string; options: readonly ChoiceOption[]; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <div className="grid gap-2 sm:grid-cols-3" role="radiogroup" {...errorProps(name, error)}>
      {options.map((o) => (
        <label
          key={o.value}
          className={`cursor-pointer rounded-lg border p-3 ${value === o.value ? "border-slate-900 bg-slate-50 ring-2 ring-slate-900" : "border-slate-300 bg-white"}`}
        >
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" />
          <span className="block font-semibold">{o.label}</span>
          <span className="block text-sm text-slate-600">{o.hint}</span>
        </label>
      ))}
    </div>
  );
}
