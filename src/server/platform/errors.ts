/** Typed errors thrown by services and routes; mapped to status + { message } in error-handler.ts. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message = 'Bad request') {
    super(400, message);
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

export class ValidationFailed extends AppError {
  constructor(
    message: string,
    public readonly issues: FieldIssue[] = [],
  ) {
    super(400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 413: the upload is larger than the route takes. */
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/** 423: the account is locked; Retry-After when the end of the lock is known. */
/** The request is well formed but cannot be carried out (an address the geocoder does not know). */
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** An outside service the request needed failed or answered out of shape. */
export class BadGateway extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

export class Locked extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(423, message, retryAfterSeconds ? { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : {});
  }
}

export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please try again later.') {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailable extends AppError {
  constructor(message = 'Service unavailable') {
    super(503, message);
  }
}
