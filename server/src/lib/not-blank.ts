import { httpErrors } from '@fastify/sensible'

/**
 * The schema's minLength lets "   " through; a message of spaces is as empty as no message.
 * Refuses the first such field by name.
 */
export function assertNotBlank<T extends object>(body: T, fields: readonly (keyof T & string)[]): void {
  for (const field of fields) {
    const value = body[field]
    if (typeof value === 'string' && value.trim() === '') throw httpErrors.badRequest(`${field} is required`)
  }
}
