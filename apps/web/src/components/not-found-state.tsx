import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * What a detail route shows when its item does not exist (a 404 from the API, or an unknown address): a
 * heading, one sentence and a link back to the list it belongs to. Every detail page uses this one.
 */
export function NotFoundState({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div data-testid="not-found" className="mx-auto max-w-xl py-10 text-center">
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mb-4 text-slate-600">{text}</p>
      <Link className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline" to={backTo}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
    </div>
  );
}
