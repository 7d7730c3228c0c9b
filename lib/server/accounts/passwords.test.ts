import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { signUp } from "@/lib/server/accounts/accounts";
import { ServiceError } from "@/lib/server/kernel/errors";
import { POST as signupRoute } from "@/app/api/v1/auth/signup/route";
import { uniqueEmail } from "../../../tests/helpers";

async function refusal(input: { email: string; password: string; name: string }) {
  const err = await signUp(input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ServiceError);
  const e = err as ServiceError;
  expect(e.code).toBe("invalid_input");
  return e.issues.find((i) => i.path[0] === "password")?.message ?? "";
}

describe("passwords (NIST SP 800-63B)", () => {
  it.each(["aaaaaaaaaa", "1234567890", "password12", "qwertyuiop", "starwars2026"])("refuses the common or guessable %s, saying why beside the field", async (pw) => {
    const email = uniqueEmail("weak");
    expect(await refusal({ email, password: pw, name: "Weak Wedge" })).toMatch(/\w+/);
    const db = await getDb();
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a password made of the account's own email or name", async () => {
    const email = uniqueEmail("kyle.katarn");
    expect(await refusal({ email, password: email, name: "Kyle" })).toMatch(/personal|guess/i);
    expect(await refusal({ email: uniqueEmail("x"), password: "KyleKatarn!", name: "Kyle Katarn" })).toMatch(/\w/);
  });

  it("refuses a huge password by its length, before hashing it", async () => {
    const message = await refusal({ email: uniqueEmail("huge"), password: "x".repeat(10_000_000), name: "Huge" });
    expect(message).toBe("Password can be at most 200 characters.");
  });

  it("accepts a passphrase of uncommon words", async () => {
    const email = uniqueEmail("strong");
    await expect(signUp({ email, password: "tauntaun lantern quietly", name: "Strong" })).resolves.toMatchObject({ email });
  });

  it("the API answers 400 with the reason at the password field", async () => {
    const res = await signupRoute(
      new Request("http://test.local/api/v1/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail("api"), password: "password12", name: "Api" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string[]; message: string }[] } };
    expect(body.error.issues[0]?.path).toEqual(["password"]);
    expect(body.error.issues[0]?.message).toMatch(/common/i);
  });
});
