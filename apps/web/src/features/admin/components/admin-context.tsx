import { createContext, useContext, type ReactNode } from 'react';
import type { JobDetail } from '@jobportal/shared';

/**
 * What the admin area borrows from other features, handed in by the app shell (features never import
 * each other): the public job page for "preview as users will see it", and the safe Markdown renderer.
 */
export type AdminRenderers = {
  renderJobPreview: (job: JobDetail) => ReactNode;
  renderMarkdown: (source: string) => ReactNode;
};

const fallback: AdminRenderers = {
  renderJobPreview: () => null,
  renderMarkdown: (source) => <div className="whitespace-pre-wrap">{source}</div>,
};

const AdminRenderersContext = createContext<AdminRenderers>(fallback);

export function AdminRenderersProvider({ value, children }: { value: AdminRenderers; children: ReactNode }) {
  return <AdminRenderersContext.Provider value={value}>{children}</AdminRenderersContext.Provider>;
}

export function useAdminRenderers(): AdminRenderers {
  return useContext(AdminRenderersContext);
}
