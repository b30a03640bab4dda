import type { Extraction } from '@thamani/domain/extractions';
import { EXTRACTION_ENDPOINTS } from '@thamani/domain/extractions.endpoints';
import { fileForm } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** A new file (multipart). */
export function uploadForExtraction(file: File): Promise<Extraction> {
  return callEndpoint(EXTRACTION_ENDPOINTS.upload, { body: fileForm(file) });
}

/** Start reading: a new file, or a document already uploaded. */
export function useStartExtraction() {
  return useChangeMutation('extraction.start', {
    mutationFn: (source: { file: File } | { documentId: string }) =>
      'file' in source
        ? uploadForExtraction(source.file)
        : callEndpoint(EXTRACTION_ENDPOINTS.fromDocument, { body: { documentId: source.documentId } }),
  });
}
