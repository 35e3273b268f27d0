import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTypingPassages,
  adminTypingRuleSets,
  typingPassageFull,
  typingRuleSet,
  type TypingPassageInput,
  type TypingRuleSet,
} from '@jobportal/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterWrite } from './query-keys.ts';

export type AdminTypingPassage = z.infer<typeof adminTypingPassages>['items'][number];
export type AdminTypingRuleSet = z.infer<typeof adminTypingRuleSets>['items'][number];

const noContent = z.unknown();

/** `GET /api/admin/typing/rule-sets`: every version of every preset, with its use count. */
export function useAdminTypingRuleSets() {
  return useQuery({
    queryKey: adminKeys.typingRuleSets,
    queryFn: ({ signal }) => apiRequest('/api/admin/typing/rule-sets', adminTypingRuleSets, { signal }),
  });
}

/** `GET /api/admin/typing/passages`: every version of every passage, retired ones too. */
export function useAdminTypingPassages() {
  return useQuery({
    queryKey: adminKeys.typingPassages,
    queryFn: ({ signal }) => apiRequest('/api/admin/typing/passages', adminTypingPassages, { signal }),
  });
}

/** `POST /api/admin/typing/passages`: a new passage, or a new version of an existing id. */
export function useSaveTypingPassage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (passage: TypingPassageInput) =>
      apiRequest('/api/admin/typing/passages', typingPassageFull, { method: 'POST', json: passage }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}

/** `POST /api/admin/typing/rule-sets`: a new preset, or a new version of a family. */
export function useCreateTypingRuleSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleSet: TypingRuleSet) =>
      apiRequest('/api/admin/typing/rule-sets', typingRuleSet, { method: 'POST', json: { ruleSet } }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}

/** `PATCH /api/admin/typing/{passages|rule-sets}/{id}`: retire or restore. */
export function useSetTypingActive(kind: 'passages' | 'rule-sets') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest(`/api/admin/typing/${kind}/${id}`, noContent, { method: 'PATCH', json: { active } }),
    onSuccess: () => refreshAfterWrite(client, 'typing'),
  });
}
