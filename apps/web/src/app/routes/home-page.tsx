import { Link } from 'react-router';

export function HomePage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <title>JobPortal | Government jobs, results and mock tests</title>
      <h1 className="text-3xl font-bold text-brand-700">JobPortal</h1>
      <p className="text-slate-700">
        Government job notices, results, admit cards, answer keys, mock tests and a typing test, in one place.
      </p>
      <Link className="text-brand-700 underline" to="/status">
        System status
      </Link>
    </main>
  );
}
