import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl p-6 text-center">
      <title>Page not found | JobPortal</title>
      <h1 className="mb-2 text-2xl font-semibold">Page not found</h1>
      <p className="mb-4 text-slate-600">The page you opened does not exist or has moved.</p>
      <Link className="text-brand-700 underline" to="/">
        Go to the home page
      </Link>
    </main>
  );
}
