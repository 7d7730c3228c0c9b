/**
 * Security at the edges, over real HTTP on `next start` and in Chromium: where login sends you,
 * the response headers and Content Security Policy, and the session cookie's Secure flag.
 */
import { expect, test } from "@playwright/test";
import { signUpInBrowser, uniqueEmail } from "./helpers";

test("login and signup send people only to same-site paths", async ({ page, baseURL }) => {
  const email = await signUpInBrowser(page, "Rhea Redirect");
  await page.getByRole("button", { name: "Log out" }).click();

  for (const next of ["/\\evil.example", "/\t/evil.example", "//evil.example", "/%5Cevil.example", "/\n/x"]) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a long e2e password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    await page.getByRole("button", { name: "Log out" }).click();
  }

  // A same-site path is honoured.
  await page.goto(`/login?next=${encodeURIComponent("/events/new")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long e2e password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${baseURL}/events/new`);
});

test("pages and API answers carry the security headers; scripts run only with the page's nonce", async ({ page, request }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  // A page rendered for each request (the home page and public event pages are stored, with
  // the nonce they were rendered with: lib/http/response-cache.ts).
  const res = await page.goto("/login");
  const h = res!.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const csp = h["content-security-policy"]!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  // Next.js put the nonce on its scripts, and the page is interactive (hydrated) under the policy.
  const scriptNonces = await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  // Each response draws its own nonce.
  const again = await request.get("/login");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);

  // Injected markup cannot run code: inline event handlers are refused by the policy.
  const ran = await page.evaluate(async () => {
    const box = document.createElement("div");
    box.innerHTML = '<img src="data:," onerror="window.__injected = true"><img src="/nope.png" onerror="window.__injected = true">';
    document.body.appendChild(box);
    await new Promise((r) => setTimeout(r, 300));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);

  // A form page works under the policy: the signup form hydrates and shows a refusal inline.
  violations.length = 0;
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#email-error")).toBeVisible();
  expect(violations).toEqual([]);

  const api = await request.get("/api/v1/openapi.json");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  const asset = await request.get((await page.locator("script[src]").first().getAttribute("src"))!);
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the session cookie is Secure when the request came over HTTPS through a proxy, and not over plain HTTP", async ({ browser }) => {
  const setCookieOf = async (headers: Record<string, string>) => {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on("response", async (r) => {
      const v = (await r.headersArray()).filter((x) => x.name.toLowerCase() === "set-cookie").map((x) => x.value);
      seen.push(...v.filter((c) => c.startsWith("holonet_session=")));
    });
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Cora Cookie");
    await page.getByLabel("Email").fill(uniqueEmail("cookie"));
    await page.getByLabel("Password").fill("a long e2e password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    await context.close();
    return seen[0]!;
  };
  expect(await setCookieOf({ "x-forwarded-proto": "https" })).toMatch(/;\s*secure/i);
  expect(await setCookieOf({})).not.toMatch(/;\s*secure/i);
});

test("signup refuses a common password, with the reason beside the field", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Your name").fill("Pia Password");
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password").fill("password12");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#password-error")).toContainText("commonly used password");
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
});

test("server actions sent from another site, or with an Origin of null, are refused with 403 (not a 500)", async ({ request, baseURL }) => {
  const action = (origin: string, extra: Record<string, string> = {}) =>
    request.post("/signup", {
      headers: { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8", origin, ...extra },
      data: "[]",
      maxRedirects: 0,
    });
  for (const origin of ["https://evil.example", "null", "not a url"]) {
    const res = await action(origin);
    expect(res.status(), origin).toBe(403);
    expect(await res.text()).toMatch(/only be sent from this site/);
  }
  // A form post (no Next-Action header) from an opaque origin too.
  const form = await request.post("/signup", { multipart: { name: "x" }, headers: { origin: "null" }, maxRedirects: 0 });
  expect(form.status()).toBe(403);
  // The site's own Origin gets past the check (to Next.js, which knows no such action).
  const own = await action(new URL(baseURL!).origin);
  expect(own.status()).not.toBe(403);
  expect(own.status()).toBeLessThan(500);
});

test("an uploaded document is served as a sandboxed download: a PDF's script cannot run on the site", async ({ request }) => {
  const signup = await request.post("/api/v1/auth/signup", { data: { name: "Dora Document", email: uniqueEmail("doc"), password: "a long e2e password" } });
  const auth = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const event = (await (await request.post("/api/v1/events", { headers: auth, data: { name: "PDF Open", structure: "basic", tier: "relaxed" } })).json()) as { id: string };
  const pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n";
  const upload = await request.post(`/api/v1/events/${event.id}/documents`, { headers: auth, data: { title: "Rulings", kind: "pdf", base64: Buffer.from(pdf).toString("base64") } });
  expect(upload.status()).toBe(201);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  const file = await request.get(fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(file.headers()["content-security-policy"]!.split(/;\s*/)).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'"]));
  // Not a PDF: refused with the field named.
  const html = await request.post(`/api/v1/events/${event.id}/documents`, { headers: auth, data: { title: "Trap", kind: "pdf", base64: Buffer.from("<script>alert(1)</script>").toString("base64") } });
  expect(html.status()).toBe(400);
  expect(JSON.stringify(await html.json())).toContain("base64");
});
