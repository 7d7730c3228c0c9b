import Link from "next/link";
import type { Metadata } from "next";
import { safeRedirectPath } from "@/lib/web/safe-redirect";
import { AuthForm } from "@/components/auth/AuthForm";
import { Card } from "@/components/ui/Card";
import { loginAction } from "../actions";

export const metadata: Metadata = { title: "Log in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const requested = (await searchParams).next;
  const next = requested === undefined ? undefined : safeRedirectPath(requested);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Log in</h1>
      <Card>
        <AuthForm mode="login" action={loginAction} next={next} />
      </Card>
      <p className="mt-4 text-center text-slate-600">
        New here?{" "}
        <Link className="font-semibold underline" href={next ? `/signup?next=${encodeURIComponent(next)}` : "/signup"}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
