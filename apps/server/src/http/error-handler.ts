import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '../domain/app-error.js';
import { ERROR_STATUS } from './error-status.js';

interface ErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
}

const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'],
  FST_FILES_LIMIT: ['VALIDATION_FAILED', 'Send one file per upload.'],
  FST_PARTS_LIMIT: ['VALIDATION_FAILED', 'Too many form fields in the upload.'],
  FST_FIELDS_LIMIT: ['VALIDATION_FAILED', 'Too many form fields in the upload.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    'VALIDATION_FAILED',
    'Send the file as multipart/form-data in the "file" field.',
  ],
  FST_ERR_RATE_LIMIT: ['RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'],
};

/** One place that turns any error into `{success:false, message, code}`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body] = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}

function toResponse(error: FastifyError): [number, ErrorBody] {
  if (error instanceof AppError) {
    return [ERROR_STATUS[error.code], { success: false, message: error.message, code: error.code }];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const detail = first?.message ?? 'Invalid request.';
    const message = field && !detail.includes(' is required') ? `${field}: ${detail}` : detail;
    return [400, { success: false, message, code: 'VALIDATION_FAILED' }];
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  // The status is the code's, not the plugin's: @fastify/multipart answers a second file with 413.
  if (known) return [ERROR_STATUS[known[0]], { success: false, message: known[1], code: known[0] }];
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return [status, { success: false, message: error.message, code: 'VALIDATION_FAILED' }];
  }
  return [500, { success: false, message: 'Something went wrong on the server.', code: 'INTERNAL' }];
}
