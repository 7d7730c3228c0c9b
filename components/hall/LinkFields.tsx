import { Field, errorProps, inputClass } from "@/components/forms/Field";

type Values = Record<string, string | undefined>;

/**
 * The public server a hall links to: its address, the organizer's API token there and the hall's
 * name. Shared by "take an event to the hall" and "start in the hall"; `prefix` keeps the ids of
 * two forms on one page apart.
 */
export function LinkFields({ prefix, urlLabel, urlHint, tokenHint, err, v, defaultName }: { prefix: string; urlLabel: string; urlHint: string; tokenHint: string; err: Values; v: Values; defaultName: string }) {
  const [url, token, hall] = prefix ? [`${prefix}Url`, `${prefix}Token`, `${prefix}Hall`] : ["publicUrl", "token", "hall"];
  return (
    <>
      <Field id={url} label={urlLabel} hint={urlHint} error={err.publicUrl}>
        <input id={url} name="publicUrl" type="url" inputMode="url" autoComplete="url" className={inputClass} defaultValue={v.publicUrl ?? ""} {...errorProps(url, err.publicUrl)} />
      </Field>
      <Field id={token} label="API token of your account there" hint={tokenHint} error={err.token}>
        <input id={token} name="token" type="password" autoComplete="off" className={inputClass} defaultValue={v.token ?? ""} {...errorProps(token, err.token)} />
      </Field>
      <Field id={hall} label="This hall's name" hint="Shown on the event's public page while the hall runs it." error={err.hall}>
        <input id={hall} name="hall" className={inputClass} defaultValue={v.hall ?? defaultName} {...errorProps(hall, err.hall)} />
      </Field>
    </>
  );
}
