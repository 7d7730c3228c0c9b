import { describe, expect, it } from "vitest";
import { clearLoginFailures, loginWait, recordLoginFailure } from "@/lib/server/login-throttle";

describe("login throttle", () => {
  it("counts failures in a 15-minute window and lets the email try again after it", () => {
    const email = "window@test.local";
    const t0 = 1_000_000;
    for (let i = 0; i < 9; i++) recordLoginFailure(email, t0 + i);
    expect(loginWait(email, t0 + 10)).toBe(0);
    recordLoginFailure(email, t0 + 9);
    expect(loginWait(email, t0 + 10)).toBe(15 * 60);
    expect(loginWait(email, t0 + 15 * 60 * 1000)).toBe(0); // the oldest failure left the window
    clearLoginFailures(email);
    expect(loginWait(email, t0 + 11)).toBe(0);
  });
});
