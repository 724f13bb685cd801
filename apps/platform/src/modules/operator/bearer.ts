/** The bearer an operator call carries (operator calls take no cookie). */
import type { FastifyRequest } from 'fastify';

/** The bearer of an `Authorization: Bearer …` header (operator calls take no cookie). */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
