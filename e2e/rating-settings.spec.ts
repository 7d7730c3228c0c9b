import { expect, test } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

// Issue 24: the organizer sets an event's rating on a phone when creating it and changes it later.
test("an organizer picks the event's K, sees it on the event page and changes it in the settings", async ({ page, request }) => {
  await signUpInBrowser(page, "Rating Organizer");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Rated Store Championship");
  const rating = page.getByTestId("rating-fields");
  await expect(rating.getByLabel("Rated")).toBeChecked();
  await expect(rating.getByLabel("K (weight on players' ratings)")).toHaveValue("16");
  await rating.getByLabel("K (weight on players' ratings)").selectOption({ label: "Championship · K 32" });
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  const eventId = eventUrl.split("/").pop()!;

  await page.goto(eventUrl);
  await expect(page.getByTestId("event-rating")).toContainText("Rated · K 32");
  await expect(page.getByTestId("event-rating")).toContainText("Not rated with fewer than 8 entrants (0 now).");
  expect((await (await request.get(`/api/v1/events/${eventId}`)).json()).rating).toEqual({ rated: true, k: 32 });

  // A custom K out of range is refused beside the field; nothing is saved.
  await page.goto(`${eventUrl}/manage/settings`);
  const settings = page.getByTestId("rating-fields");
  await expect(settings.getByLabel("K (weight on players' ratings)")).toHaveValue("32");
  await settings.getByLabel("K (weight on players' ratings)").selectOption({ label: "Custom K" });
  await settings.getByLabel("Custom K (1–64)").fill("65");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("K can be at most 64.")).toBeVisible();
  expect((await (await request.get(`/api/v1/events/${eventId}`)).json()).rating).toEqual({ rated: true, k: 32 });

  await settings.getByLabel("Custom K (1–64)").fill("24");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(eventUrl);
  await expect(page.getByTestId("event-rating")).toContainText("Rated · K 24");

  await page.goto(`${eventUrl}/manage/settings`);
  await page.getByTestId("rating-fields").getByLabel("Rated").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(eventUrl);
  await expect(page.getByTestId("event-rating")).toHaveText("Unrated");
  expect((await (await request.get(`/api/v1/events/${eventId}`)).json()).rating).toEqual({ rated: false, k: 24 });
});
