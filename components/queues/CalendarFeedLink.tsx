/** The signed-in player's own feed (their events and registrations) for Google, Apple or Outlook calendars; `url` is private. */
export function CalendarFeedLink({ url }: { url: string }) {
  return (
    <div className="space-y-2" data-testid="my-calendar-feed">
      <p>
        <a href={url.replace(/^https?:/, "webcal:")} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50">
          Subscribe in my calendar app
        </a>
      </p>
      <p className="text-sm text-slate-600">
        Your events and registrations, kept up to date. Apps that ask for an address: <span className="font-mono break-all">{url}</span>. It is private: anyone with it sees your events.
      </p>
    </div>
  );
}
