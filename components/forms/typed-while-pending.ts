/**
 * What was typed into a form while its submit was pending, put back once the answer is shown.
 * React resets a form when its action returns (and some forms reset themselves on success, or
 * remount fields with the server's values): typing done meanwhile — the next player's name while
 * "Adding…" is pending — belongs to no answer and must survive it. A form never discards what
 * was typed after the submit it is answering.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Watch {
  users: number;
  pending: boolean;
  /** By field name (a checkbox or radio: name and value): the value or checked state typed. */
  typed: Map<string, string | boolean>;
  stop: () => void;
}

const watches = new WeakMap<HTMLFormElement, Watch>();

const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
const toggles = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
const keyOf = (el: Field) => (toggles(el) ? `${el.name}\u0000${el.value}` : el.name);

/** Starts recording a form's typing between a submit and its answer; returns the stop function. */
export function watchTyping(form: HTMLFormElement): () => void {
  let watch = watches.get(form);
  if (!watch) {
    const w: Watch = { users: 0, pending: false, typed: new Map(), stop: () => {} };
    const submit = () => {
      w.pending = true;
      w.typed = new Map();
    };
    const typing = (e: Event) => {
      const el = e.target;
      if (!w.pending || !isField(el) || !el.name || (el instanceof HTMLInputElement && el.type === "hidden")) return;
      if (el instanceof HTMLInputElement && el.type === "radio") for (const [k] of w.typed) if (k.startsWith(`${el.name}\u0000`)) w.typed.delete(k);
      w.typed.set(keyOf(el), toggles(el) ? el.checked : el.value);
    };
    form.addEventListener("submit", submit);
    form.addEventListener("input", typing);
    form.addEventListener("change", typing);
    w.stop = () => {
      form.removeEventListener("submit", submit);
      form.removeEventListener("input", typing);
      form.removeEventListener("change", typing);
      watches.delete(form);
    };
    watches.set(form, w);
    watch = w;
  }
  watch.users++;
  const w = watch;
  return () => {
    if (--w.users === 0) w.stop();
  };
}

/** The answer arrived: no more recording for this submit. What was typed stays, to be restored. */
export function answered(form: HTMLFormElement): void {
  const w = watches.get(form);
  if (w) w.pending = false;
}

/** Puts back what was typed while the last submit was pending (after a reset or a remount). */
export function restoreTyping(form: HTMLFormElement): void {
  const w = watches.get(form);
  if (!w || w.typed.size === 0) return;
  for (const el of [...form.elements]) {
    if (!isField(el) || !el.name || !w.typed.has(keyOf(el))) continue;
    const want = w.typed.get(keyOf(el))!;
    if (toggles(el)) {
      // A click, so React's controlled fields see it too.
      if (el.checked !== want) el.click();
      continue;
    }
    if (el.value === want) continue;
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, want);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
