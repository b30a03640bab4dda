import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS, UPLOAD_MESSAGES, uploadFileProblem } from './documents.ts';
import {
  attachDocumentRefusal,
  canSeeOwnUpload,
  canSeeRequestDocuments,
  readDocumentsRefusal,
  type Actor,
  type RequestAccess,
} from './policies.ts';
import { REQUEST_STATUSES, type RequestStatus } from './requests.ts';

const client: Actor = { role: 'user', profileId: 'client' };
const otherClient: Actor = { role: 'user', profileId: 'other-client' };
const agent: Actor = { role: 'agent', profileId: 'agent' };
const otherAgent: Actor = { role: 'agent', profileId: 'other-agent' };
const admin: Actor = { role: 'admin', profileId: 'admin' };
const open = (status: RequestStatus = 'pending'): RequestAccess => ({
  requesterId: 'client',
  assignedAgentId: null,
  status,
});
const mine = (status: RequestStatus = 'assigned'): RequestAccess => ({
  requesterId: 'client',
  assignedAgentId: 'agent',
  status,
});

describe('who sees a request’s documents', () => {
  it('the requester, the assigned valuer and admins; nobody else', () => {
    expect([client, agent, admin].map((a) => canSeeRequestDocuments(a, mine()))).toEqual([true, true, true]);
    expect([otherClient, otherAgent].map((a) => canSeeRequestDocuments(a, mine()))).toEqual([false, false]);
  });

  it('not a valuer browsing the open queue, who can see the request itself (404, as if there were none)', () => {
    expect(canSeeRequestDocuments(otherAgent, open())).toBe(false);
    expect(readDocumentsRefusal(otherAgent, open())?.code).toBe('NOT_FOUND');
    expect(readDocumentsRefusal(client, open())).toBeNull();
    expect(readDocumentsRefusal(admin, null)?.code).toBe('NOT_FOUND');
  });

  it('a client listed as assignee by accident of ids is still not a valuer', () => {
    expect(canSeeRequestDocuments({ role: 'user', profileId: 'agent' }, mine())).toBe(false);
  });
});

describe('who adds documents', () => {
  it('the parties while the request is open; only admins once it is cancelled or completed', () => {
    for (const status of REQUEST_STATUSES) {
      const closed = status === 'cancelled' || status === 'completed';
      expect(attachDocumentRefusal(client, mine(status))).toEqual(
        closed ? { code: 'CONFLICT', message: UPLOAD_MESSAGES.requestClosed(status) } : null,
      );
      expect(attachDocumentRefusal(admin, mine(status))).toBeNull();
    }
    expect(UPLOAD_MESSAGES.requestClosed('completed')).toBe(
      'This request is completed: documents can no longer be added to it.',
    );
  });
});

describe('the extractor’s own uploads', () => {
  it('are seen by their uploader and admins only', () => {
    const doc = { uploadedBy: 'agent' };
    expect(canSeeOwnUpload(agent, doc)).toBe(true);
    expect(canSeeOwnUpload(admin, doc)).toBe(true);
    expect(canSeeOwnUpload(otherAgent, doc)).toBe(false);
    expect(canSeeOwnUpload({ role: 'agent', profileId: null }, { uploadedBy: null })).toBe(false);
  });
});

describe('uploadFileProblem (the browser’s first check)', () => {
  const kind = UPLOAD_KINDS.requestDocument;
  it('accepts PDF, JPEG and PNG up to 20 MB, by declared type or by name', () => {
    expect(uploadFileProblem({ name: 'deed.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 }, kind)).toBeNull();
    expect(uploadFileProblem({ name: 'PLAN.JPEG', type: '', size: 10 }, kind)).toBeNull();
    expect(uploadFileProblem({ name: 'id', type: 'image/png', size: 10 }, kind)).toBeNull();
  });
  it('names the limit and the accepted types', () => {
    expect(uploadFileProblem({ name: 'deed.pdf', type: 'application/pdf', size: 20 * 1024 * 1024 + 1 }, kind)).toBe(
      'This file is larger than 20 MB.',
    );
    expect(uploadFileProblem({ name: 'notes.docx', type: 'application/vnd.openxmlformats', size: 10 }, kind)).toBe(
      'This file type is not accepted. Upload a PDF, JPEG or PNG.',
    );
    expect(uploadFileProblem({ name: 'photo.webp', type: 'image/webp', size: 10 }, kind)).toBe(
      UPLOAD_MESSAGES.wrongType(kind),
    );
    expect(uploadFileProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 }, kind)).toBe(
      UPLOAD_MESSAGES.noFile,
    );
  });
});
