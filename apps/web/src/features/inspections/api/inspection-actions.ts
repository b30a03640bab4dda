import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InspectionDetailSchema,
  type ReopenInspectionBody,
  type SubmitInspectionBody,
} from '@thamani/domain/inspections';
import { apiRequest } from '@/lib/api-client';
import { inspectionKeys, inspectionsKey } from './inspection-keys';

/** POST /api/visits/:visitId/inspection — starts (or returns) the visit's inspection. */
export function startInspection(visitId: string) {
  return apiRequest(`/api/visits/${encodeURIComponent(visitId)}/inspection`, {
    method: 'POST',
    schema: InspectionDetailSchema,
  });
}

/** POST /api/inspections/:id/submit — completes the visit; read-only afterwards. */
export function submitInspection(inspectionId: string, body: SubmitInspectionBody) {
  return apiRequest(`/api/inspections/${encodeURIComponent(inspectionId)}/submit`, {
    method: 'POST',
    body,
    schema: InspectionDetailSchema,
  });
}

/** POST /api/inspections/:id/reopen (admin) — editable again, with the reason audited. */
export function reopenInspection(inspectionId: string, body: ReopenInspectionBody) {
  return apiRequest(`/api/inspections/${encodeURIComponent(inspectionId)}/reopen`, {
    method: 'POST',
    body,
    schema: InspectionDetailSchema,
  });
}

/** The visit and request lists change with an inspection's start and submit too. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: inspectionsKey }),
      queryClient.invalidateQueries({ queryKey: ['visits'] }),
      queryClient.invalidateQueries({ queryKey: ['requests'] }),
    ]);
  };
}

export function useStartInspection() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: startInspection,
    onSuccess: (detail) => {
      queryClient.setQueryData(inspectionKeys.detail(detail.id), detail);
      void invalidate();
    },
  });
}

export function useSubmitInspection(inspectionId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: SubmitInspectionBody) => submitInspection(inspectionId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(inspectionKeys.detail(detail.id), detail);
      void invalidate();
    },
  });
}

export function useReopenInspection(inspectionId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: ReopenInspectionBody) => reopenInspection(inspectionId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(inspectionKeys.detail(detail.id), detail);
      void invalidate();
    },
  });
}
