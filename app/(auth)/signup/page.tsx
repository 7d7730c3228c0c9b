import Link from "next/link";
import type { Metadata } from "next";
import { safeRedirectPath } from "@/lib/web/safe-redirect";
import { AuthForm } from "@/components/auth/AuthForm";
import { Card } from "@/components/ui/Card";
import { signupAction } from "../actions";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const requested = (await searchParams).next;
  const next = requested === undefined ? undefined : safeRedirectPath(requested);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Create your account</h1>
      <Card>
        <AuthForm mode="signup" action={signupAction} next={next} />
      </Card>
      <p className="mt-4 text-center text-slate-600">
        Already have an account?{" "}
        <Link className="font-semibold underline" href={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}>
          Log in
        </Link>
      </p>
    </div>
  );
}
