import type { FastifyReply } from 'fastify';
import { DARAJA_ERROR_CODES } from '#platform/mpesa/daraja-wire.ts';
import { newErrorRequestId } from './outcomes.ts';

/** Daraja's error answer: an HTTP status and { requestId, errorCode, errorMessage }. */
export function sendDarajaError(
  reply: FastifyReply,
  status: number,
  errorCode: string,
  errorMessage: string,
): FastifyReply {
  return reply.status(status).send({ requestId: newErrorRequestId(), errorCode, errorMessage });
}

/** 400.002.02 "Bad Request - Invalid <Field>", as Daraja names a wrong field. */
export function sendInvalidField(reply: FastifyReply, field: string): FastifyReply {
  return sendDarajaError(reply, 400, DARAJA_ERROR_CODES.invalidField, `Bad Request - Invalid ${field}`);
}

export function sendInvalidPayload(reply: FastifyReply): FastifyReply {
  return sendDarajaError(reply, 400, DARAJA_ERROR_CODES.invalidPayload, 'Invalid Request Payload');
}
