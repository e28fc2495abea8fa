import type { FastifyInstance, FastifyReply, onResponseHookHandler } from 'fastify'
import { Counter, Histogram, type Registry } from 'prom-client'

/**
 * Requests and latencies by route pattern (never by path, whose ids would make a series per record).
 * Answers how to count an answer given outside Fastify's lifecycle.
 */
export function requestMetrics(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'labsite_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'labsite_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  /**
   * Each series' counter and histogram, bound to its labels once, and each route's pattern taken when
   * the route is added (a hook per route), not read per request from `request.routeOptions` (a getter
   * that builds an object each time): a read answered from memory costs a few microseconds, and this
   * bookkeeping was a visible part of it. Plain hooks, not async ones: no promise per request.
   */
  const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>()
  function answered(method: string, route: string, status: number, seconds: number) {
    const key = `${method} ${status} ${route}`
    let bound = series.get(key)
    if (!bound) {
      const counter = requests.labels(method, route, String(status))
      bound = { count: () => counter.inc(), observe: latency.labels(method, route).observe }
      series.set(key, bound)
    }
    bound.count()
    bound.observe(seconds)
  }
  const record = (method: string, route: string, reply: FastifyReply) =>
    answered(method, route, reply.statusCode, reply.elapsedTime / 1000)
  app.addHook('onRoute', (route) => {
    const pattern = route.url
    const own: onResponseHookHandler = (request, reply, done) => {
      record(request.method, pattern, reply)
      done()
    }
    const existing = route.onResponse
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), own] : [own]
  })
  // Unmatched paths (the pages, a scanner's random URLs) share one label: each must not become a series.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) record(request.method, 'unmatched', reply)
    done()
  })
  return answered
}
