import { errorCodes, type ErrorCode } from '@postradar/contracts';

/** An error meant for the client: its message and code reach the response as they are. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCodes[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
