import { Suspense, type ComponentProps } from 'react';
import { lazyWithStrings } from '../../../lib/lazy-with-strings.ts';
import { usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { useSignInGate } from '../../../lib/sign-in-gate.ts';

// The button and its query are a chunk of their own, fetched with the member's parts once the page
// runs: the job page's first load carries none of it (decision 017; it is at its 150 KiB budget).
const AppliedButton = lazyWithStrings(() =>
  import('./applied-button.tsx').then(({ AppliedButton }) => ({ default: AppliedButton })),
);

/** "I applied" on the job page, for a signed-in member, after the shared server HTML is taken over. */
export function LazyAppliedButton(props: ComponentProps<typeof AppliedButton>) {
  const { signedIn } = useSignInGate();
  const showOwn = usePersonalParts();
  if (!signedIn || !showOwn) return null;
  return (
    <Suspense fallback={null}>
      <AppliedButton {...props} />
    </Suspense>
  );
}
