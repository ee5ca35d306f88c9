// An error with an HTTP status, thrown by the engine and by server code alike; the server's error
// handler turns it into {status, message, errors?}.
export type FieldError = { path: string; message: string };

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
