import Link from "next/link";

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-2 text-slate-600">This page or event does not exist.</p>
      <Link href="/" className="mt-4 inline-block font-semibold underline">
        Back to events
      </Link>
    </div>
  );
}
