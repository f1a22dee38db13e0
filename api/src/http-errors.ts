import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@lux/shared/contract';

/** An error whose message is meant for the client; the error handler sends it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message);

export const errorBody = (statusCode: number, message: string): ApiErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
