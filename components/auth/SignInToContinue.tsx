import Link from "next/link";

/** "Log in or sign up to …", both coming back to `here` afterwards. */
export function SignInToContinue({ here, to }: { here: string; to: string }) {
  return (
    <p>
      <Link className="font-semibold underline" href={`/login?next=${encodeURIComponent(here)}`}>
        Log in
      </Link>{" "}
      or{" "}
      <Link className="font-semibold underline" href={`/signup?next=${encodeURIComponent(here)}`}>
        sign up
      </Link>{" "}
      {to}.
    </p>
  );
}
