import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { EventList } from "@/components/events/EventList";
import { eventsForUser, listEvents } from "@/lib/server/events";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const user = await currentUser();
  const [events, mine] = await Promise.all([listEvents(), user ? eventsForUser(user) : Promise.resolve([])]);
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-slate-900 to-slate-700 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Star Wars: The Card Game tournaments, run by the book.</h1>
        <p className="mt-2 max-w-2xl text-slate-200">
          Registration, Swiss rounds of two games, Strength of Schedule, the cut and double elimination — by the FFG
          Tournament Regulations v3.1. Players check pairings and standings from their phones.
        </p>
        <div className="mt-4">
          {user ? <LinkButton href="/events/new" variant="secondary">Create an event</LinkButton> : <LinkButton href="/signup" variant="secondary">Sign up to organize</LinkButton>}
        </div>
      </section>
      {user && (
        <Card title="Your events">
          <EventList events={mine} empty="You are not organizing or judging any event yet." />
        </Card>
      )}
      <Card title="Events">
        <EventList events={events} empty="No events yet." />
      </Card>
    </div>
  );
}
