import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * An expected rejection that reaches the client as `{ code, message, …extra }` with a 4xx status.
 * Broken invariants stay ordinary exceptions and become a logged 500 with no detail.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const ERROR_CODES = {
  invalidRequest: 'INVALID_REQUEST',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  internal: 'INTERNAL_ERROR',
} as const;

export const notFound = (what: string): AppError =>
  new AppError(404, ERROR_CODES.notFound, `${what} not found`);

function describeZodError(error: z.ZodError, where: string): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const path = i.path.length > 0 ? i.path.join('.') : where;
      return `${path}: ${i.message}`;
    })
    .join('; ');
}

/** Parses a request part with a contract schema; failures are a 400 naming the field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new AppError(400, ERROR_CODES.invalidRequest, describeZodError(result.error, where));
  }
  return result.data;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** The one error handler (fastify/demo habit): 4xx bodies are `{ code, message }`, 5xx say nothing. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...error.extra,
      });
    }
    if (error instanceof z.ZodError) {
      return reply
        .status(400)
        .send({ code: ERROR_CODES.invalidRequest, message: describeZodError(error, 'request') });
    }
    if (isFastifyError(error)) {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          code: error.validation ? ERROR_CODES.invalidRequest : error.code,
          message: error.message,
        });
      }
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: ERROR_CODES.internal, message: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
    }),
  );
}
