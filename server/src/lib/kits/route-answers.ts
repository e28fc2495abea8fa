import { ErrorBody, StaleVersionBody } from '@labsite/shared'
import type { TSchema } from 'typebox'

/** Error answers a route documents, by status (412 also carries the current record). */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, code === 412 ? StaleVersionBody : ErrorBody]))
}

/** The answers every admin write can give besides its success. */
export const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 412, 415)

/** The answers of an admin write with no record version to compare (a create, a draft, a bulk action): no 412. */
export const UNVERSIONED_WRITE_ERRORS = errorResponses(400, 401, 403, 404, 415)

/** OpenAPI: admin writes take the bearer token. */
export const BEARER = [{ bearerAuth: [] }]
