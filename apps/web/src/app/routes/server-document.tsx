import { useEffect } from 'react';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';

/**
 * A path the server renders itself (e.g. `/sitemap.xml`, no app layout). Reached by client-side
 * navigation, it hands over to the server with a full page load.
 */
export function ServerDocument({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(path);
  }, [path]);
  return <FullScreenSpinner />;
}
