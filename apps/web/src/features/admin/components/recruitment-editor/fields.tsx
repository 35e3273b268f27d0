import type { ReactNode } from 'react';

/** A label that screen readers (and end-to-end tests) hear with its row, e.g. "Fee 2: Amount". */
export function rowLabel(prefix: string | undefined, label: ReactNode): ReactNode {
  return prefix ? (
    <>
      {/* The space outside the hidden span: inside it, accessible names lose it ("Fee 2:Amount"). */}
      <span className="sr-only">{prefix.trimEnd()}</span> {label}
    </>
  ) : (
    label
  );
}

/** A section of the editor: a titled card that the jump links at the top lead to. */
export function EditorSection({
  id,
  title,
  description,
  error,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  /** A problem with the section as a whole, e.g. "Add at least 1". */
  error?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-32 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      {error ? (
        <p className="mt-1 text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-4">{children}</div>
    </section>
  );
}
