/**
 * NIST SP 800-63B: no composition rules, but refuse passwords that are common, expected or
 * built from the account's own details. zxcvbn-ts estimates the guesses an attacker needs, with
 * its common-password and English dictionaries plus the account's email and name; we require a
 * score of 3 ("safely unguessable", about 10^8 guesses or more). The dictionaries are large, so
 * they are loaded once, on the first check, and only on the server.
 */
import { ServiceError } from "../kernel/errors";

export const MIN_SCORE = 3;
/** zxcvbn slows down on long input; the first 100 characters already tell a weak password. */
const CHECKED_LENGTH = 100;

type Checker = (password: string, userInputs: string[]) => { score: number; feedback: { warning: string | null; suggestions: string[] } };

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    const factory = new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => factory.check(password, userInputs);
  })();
  return checker;
}

/** The account's own details, as zxcvbn should treat them: whole, and split into words. */
function userInputsOf(email: string, name?: string): string[] {
  const local = email.split("@")[0] ?? "";
  const joined = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "");
  const words = [local, name ?? "", joined(local), joined(name ?? ""), ...`${local} ${name ?? ""}`.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set([email, ...words].map((w) => w.toLowerCase()).filter((w) => w.length >= 3))];
}

/** Why `password` is too easy to guess for this account, or null when it is strong enough. */
export async function passwordWeakness(password: string, account: { email: string; name?: string }): Promise<string | null> {
  const check = await loadChecker();
  const { score, feedback } = check(password.slice(0, CHECKED_LENGTH), userInputsOf(account.email, account.name));
  if (score >= MIN_SCORE) return null;
  const why = feedback.warning ?? "This password is too easy to guess.";
  const hint = feedback.suggestions[0] ?? "Use a few uncommon words, or a longer phrase.";
  return `${why.replace(/\.?$/, ".")} ${hint}`;
}

/** Refuses (400, beside the `field`) a password that is too easy to guess. */
export async function assertStrongPassword(password: string, account: { email: string; name?: string }, field = "password"): Promise<void> {
  const weakness = await passwordWeakness(password, account);
  if (weakness) throw new ServiceError("invalid_input", weakness, [{ path: [field], message: weakness }]);
}
