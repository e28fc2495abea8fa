/**
 * The reference of the read benchmark: a bare Fastify 5 server answering the same bytes as the app
 * (read from stdin as JSON): the same body and headers (Content-Type, ETag, the security headers,
 * Cache-Control, Vary), and a 304 on a matching If-None-Match.
 * Whatever it costs is what any Fastify route costs; the app is measured against it in the same run.
 */
import Fastify from 'fastify'

const port = Number(process.argv[2])
let input = ''
for await (const chunk of process.stdin) input += chunk
const routes = JSON.parse(input) as {
  path: string
  body: string
  contentType: string
  etag: string
  headers?: Record<string, string>
}[]

const app = Fastify({ logger: false })
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64')
  app.get(route.path, (request, reply) => {
    reply
      .headers(route.headers ?? {})
      .header('etag', route.etag)
      .type(route.contentType)
    if (request.headers['if-none-match'] === route.etag) return reply.code(304).send()
    return reply.send(body)
  })
}
await app.listen({ port, host: '127.0.0.1' })
