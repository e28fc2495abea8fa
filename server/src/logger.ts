import type { FastifyServerOptions } from 'fastify'

/**
 * JSON lines in production (for log shippers); readable lines when a person watches a terminal.
 * LOG_FORMAT=json|pretty overrides the guess. pino-pretty is a devDependency, so a production install
 * without it falls back to JSON instead of failing to start.
 */
export function loggerOptions(
  level: string,
  env: NodeJS.ProcessEnv = process.env,
): FastifyServerOptions['logger'] {
  const wantsPretty =
    env.LOG_FORMAT === 'pretty' ||
    (env.LOG_FORMAT !== 'json' && env.NODE_ENV !== 'production' && process.stdout.isTTY === true)
  if (wantsPretty && canResolve('pino-pretty')) {
    return {
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
      },
    }
  }
  return { level }
}

function canResolve(specifier: string): boolean {
  try {
    import.meta.resolve(specifier)
    return true
  } catch {
    return false
  }
}
