import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminTypingPassages,
  adminTypingRuleSets,
  typingPassageFull,
  typingRuleSet,
  TypingPassageInput,
  TypingRuleSet,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

export type AdminTypingPassage = z.infer<typeof adminTypingPassages>['items'][number];
export type AdminTypingRuleSet = z.infer<typeof adminTypingRuleSets>['items'][number];

type noContent = z.ZodUnknown;

/** `GET /api/admin/typing/rule-sets`: every version of every preset, with its use count. */
export function useAdminTypingRuleSets() {
  return useQuery({
    queryKey: adminKeys.typingRuleSets,
    queryFn: ({ signal }) => apiRequest<typeof adminTypingRuleSets>('/api/admin/typing/rule-sets', { signal }),
  });
}

/** `GET /api/admin/typing/passages`: every version of every passage, retired ones too. */
export function useAdminTypingPassages() {
  return useQuery({
    queryKey: adminKeys.typingPassages,
    queryFn: ({ signal }) => apiRequest<typeof adminTypingPassages>('/api/admin/typing/passages', { signal }),
  });
}

/** `POST /api/admin/typing/passages`: a new passage, or a new version of an existing id. */
export function useSaveTypingPassage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (passage: TypingPassageInput) =>
      apiRequest<typeof typingPassageFull>('/api/admin/typing/passages', { method: 'POST', json: passage }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}

/** `POST /api/admin/typing/rule-sets`: a new preset, or a new version of a family. */
export function useCreateTypingRuleSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleSet: TypingRuleSet) =>
      apiRequest<typeof typingRuleSet>('/api/admin/typing/rule-sets', { method: 'POST', json: { ruleSet } }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}

/** `PATCH /api/admin/typing/{passages|rule-sets}/{id}`: retire or restore. */
export function useSetTypingActive(kind: 'passages' | 'rule-sets') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<noContent>(`/api/admin/typing/${kind}/${id}`, { method: 'PATCH', json: { active } }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}
