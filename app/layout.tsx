import type { Metadata, Viewport } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { currentUser } from "@/lib/web/session";
import { organizesAnEvent } from "@/lib/server/events/organizes";
import { logoutAction } from "./(auth)/actions";
import { HideOnHallScreens } from "@/components/ui/HideOnHallScreens";
import { NoticeBadge } from "@/app/_containers/players/NoticeBadge";
import { OfflineSupport } from "@/components/offline/OfflineSupport";
import { reportSenders } from "@/app/events/[eventId]/pairings/self-report-actions";
import { OfflineBanner } from "@/components/offline/OfflineBanner";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Holonet — Star Wars: The Card Game tournaments", template: "%s · Holonet" },
  description: "Run Star Wars card game events by each game's rules: Swiss rounds, cuts and brackets, chess clocks, prizes.",
  // Installed on a phone's home screen (app/manifest.ts); iOS Safari reads these tags instead.
  applicationName: "Holonet",
  manifest: "/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Holonet", statusBarStyle: "black-translucent" },
  icons: { apple: "/icons/apple-touch-icon.png" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a" };

/** The public pages every page links to at its foot. */
const FOOTER_LINKS = [
  ["/ratings", "Player ratings"],
  ["/calendar", "Calendar"],
  ["/organize", "Queues and schedules"],
  ["/library", "Judges' library"],
  ["/seasons", "Seasons and leagues"],
  ["/guilds", "Guilds"],
] as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  const organizer = await organizesAnEvent(user);
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <HideOnHallScreens>
        <header className="bg-slate-900 text-white print:hidden">
          <nav className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3" aria-label="Main">
            <Link href="/" className="text-lg font-bold tracking-wide">
              Holonet
            </Link>
            <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-2.5 text-sm sm:gap-x-3">
              <Link href="/ratings" className="hidden px-1 py-2 text-slate-200 hover:underline sm:inline">
                Ratings
              </Link>
              <Link href="/calendar" className="hidden px-1 py-2 text-slate-200 hover:underline sm:inline">
                Calendar
              </Link>
              <Link href="/library" className="hidden px-1 py-2 text-slate-200 hover:underline sm:inline">
                Judges&apos; library
              </Link>
              <Link href="/guilds" className="hidden px-1 py-2 text-slate-200 hover:underline sm:inline">
                Guilds
              </Link>
              {user ? (
                <>
                  {/* Organizers only (the home page invites everyone else); on phones a plain link. */}
                  {organizer && (
                    <Link
                      href="/events/new"
                      className="py-2 whitespace-nowrap text-slate-200 hover:underline sm:rounded-md sm:bg-amber-500 sm:px-3 sm:font-semibold sm:text-slate-900 sm:hover:bg-amber-400 sm:hover:no-underline"
                    >
                      New event
                    </Link>
                  )}
                  {/* Never cut, never split across lines: on phones a long name shows its first word. */}
                  <Link href="/account" title={user.name} className="py-2 whitespace-nowrap text-slate-300 hover:underline" data-testid="signed-in-as">
                    {user.name.length > 16 ? (
                      <>
                        <span className="sm:hidden">{user.name.split(/\s+/)[0]}</span>
                        <span className="hidden sm:inline">{user.name}</span>
                      </>
                    ) : (
                      user.name
                    )}
                  </Link>
                  <NoticeBadge userId={user.id} />
                  <form action={logoutAction} data-signout>
                    <button type="submit" className="rounded-md px-1 py-2 whitespace-nowrap text-slate-200 underline-offset-4 hover:underline sm:px-2">
                      Log out
                    </button>
                  </form>
                </>
              ) : (
                <>
                  <Link href="/login" className="px-2 py-2 hover:underline">
                    Log in
                  </Link>
                  <Link href="/signup" className="rounded-md bg-amber-500 px-3 py-2 font-semibold text-slate-900 hover:bg-amber-400">
                    Sign up
                  </Link>
                </>
              )}
            </div>
          </nav>
        </header>
        </HideOnHallScreens>
        <OfflineSupport send={reportSenders} />
        <main className="mx-auto max-w-5xl px-4 py-6">
          <OfflineBanner />
          {children}
        </main>
        <HideOnHallScreens>
          <footer className="mx-auto flex max-w-5xl flex-wrap gap-x-5 px-4 pb-8 text-sm text-slate-600 print:hidden">
            {FOOTER_LINKS.map(([href, label]) => (
              <Link key={href} href={href} className="inline-block py-2 underline underline-offset-4">
                {label}
              </Link>
            ))}
          </footer>
        </HideOnHallScreens>
      </body>
    </html>
  );
}
