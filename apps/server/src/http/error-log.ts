import type { FastifyRequest } from 'fastify';
import { databaseDiagnosis } from '../db/errors.ts';

/** An error in a log line (pino's shape: type, message, stack). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** How deep a chain of causes is followed. */
const CAUSES = 4;

/**
 * An error as the log keeps it: its type, message and code, the stack's frames, and, for the
 * database's errors, only what `databaseDiagnosis` keeps. Never the values of a request: no failed
 * statement's parameters, no value PostgreSQL quotes back (issue 14: the log held whole queries with
 * their parameters), and the stack without its first line, which repeats the message.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'Not an Error', stack: '' };
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const logged: LoggedError = { type: error.constructor.name, message: error.message, stack };
  const database = databaseDiagnosis(error);
  if (database) Object.assign(logged, database);
  else {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (typeof code === 'string') logged.code = code;
    if (typeof statusCode === 'number') logged.statusCode = statusCode;
  }
  if (error.cause !== undefined && depth < CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** A request as the log names it: method and path, without the query string (it can carry tokens). */
function loggableRequest(request: FastifyRequest) {
  return { method: request.method, url: request.url.split('?')[0], reqId: request.id };
}

/** The logger's serializers (app.ts): every `err` and `req` a log line carries goes through them. */
export const logSerializers = { err: loggableError, req: loggableRequest };
