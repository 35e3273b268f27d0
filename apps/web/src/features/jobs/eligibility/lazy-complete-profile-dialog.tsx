import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog (its form, the profile contract and a Radix dialog) is its own chunk: job pages and the
// jobs list paint without it; it is fetched the first time someone asks to complete their profile.
const Dialog = lazy(() =>
  import('./complete-profile-dialog.tsx').then(({ CompleteProfileDialog }) => ({ default: CompleteProfileDialog })),
);

type Props = ComponentProps<typeof Dialog>;

/** `CompleteProfileDialog`, mounted from the first time it opens (and kept, for its closing animation). */
export function CompleteProfileDialog(props: Props) {
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
