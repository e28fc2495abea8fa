import type { FastifyServerOptions } from 'fastify'
import type { AppConfig } from './config'

/**
 * The server's logger: JSON lines, or readable lines through pino-pretty. pino-pretty is a
 * devDependency, so a production install without it falls back to JSON instead of failing to start.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  if (config.logFormat === 'pretty' && canResolve('pino-pretty')) {
    return {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
      },
    }
  }
  return { level: config.logLevel }
}

function canResolve(specifier: string): boolean {
  try {
    import.meta.resolve(specifier)
    return true
  } catch {
    return false
  }
}
