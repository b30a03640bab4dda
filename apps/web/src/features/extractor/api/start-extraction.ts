import { ExtractionSchema, type Extraction } from '@thamani/domain/extractions';
import { apiRequest, fileForm } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** POST /api/extractions — a new file (multipart). */
export function uploadForExtraction(file: File): Promise<Extraction> {
  return apiRequest('/api/extractions', { method: 'POST', body: fileForm(file), schema: ExtractionSchema });
}

/** Start reading: a new file, or a document already uploaded. */
export function useStartExtraction() {
  return useChangeMutation('extraction.start', {
    mutationFn: (source: { file: File } | { documentId: string }) =>
      'file' in source
        ? uploadForExtraction(source.file)
        : apiRequest('/api/extractions/from-document', { method: 'POST', body: { documentId: source.documentId }, schema: ExtractionSchema }),
  });
}
