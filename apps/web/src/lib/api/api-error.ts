import { type ErrorEnvelope, errorEnvelopeSchema, isErrorCode } from '@inventario/shared/errors';

/** Codes the web client gives to failures that never reached the server or made no sense. */
export const clientErrorCodes = ['networkError', 'invalidResponse'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * A failed API call: the server's error envelope (DESIGN §5) or a client-side failure. The code is the
 * key of the message shown to the user (`errors.<code>`); `message` is the server's text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  readonly code: string;
  /** HTTP status; 0 when the server was never reached. */
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: string, message: string, status: number, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** Whether the code is one the product knows (shared catalogue or client-side). */
  get isKnownCode(): boolean {
    return isErrorCode(this.code) || (clientErrorCodes as readonly string[]).includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code used when a failed answer carries no readable envelope. */
function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyRequests';
  if (status >= 500) return 'internalError';
  return 'invalidRequest';
}

function readEnvelope(body: unknown): ErrorEnvelope | undefined {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** Builds the ApiError of a failed HTTP answer from its status and (possibly non-JSON) body. */
export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const envelope = readEnvelope(body);
  if (envelope) return new ApiError(envelope.code, envelope.message, status, envelope.details);
  return new ApiError(codeForStatus(status), statusText || `HTTP ${status}`, status);
}
