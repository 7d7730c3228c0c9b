/** The library's search hits as the pages show them: built by the services, rendered by the components. */
import type { SearchHit } from "@/lib/library/search";

export interface LinkedHit extends SearchHit {
  /** Where the hit is: its section in the library or in the event's uploaded sheet. */
  readonly href: string;
}
