import { notFound } from "next/navigation";
import { ServiceError } from "@/lib/server/kernel/errors";

/** For pages: a service's not_found becomes the 404 page; anything else propagates. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") notFound();
    throw err;
  }
}
