import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Multipart writes that store an image while reading their form know the whole request only then:
 * the Idempotency-Key is claimed with every field and the image's SHA-256 in place of its new URL.
 * True: the earlier answer was replayed (the reply is sent). A replay or a refused key (422, 409)
 * discards the image this request stored, so a retry never leaves an orphan picture behind.
 */
export async function claimAfterImage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  content: unknown,
  storedImageUrl: string | undefined,
): Promise<boolean> {
  try {
    const replayed = await app.idempotency.claimAfterBody(request, reply, content)
    if (replayed && storedImageUrl) await app.images.remove(storedImageUrl)
    return replayed
  } catch (error) {
    if (storedImageUrl) await app.images.remove(storedImageUrl)
    throw error
  }
}
