import cluster from 'node:cluster'
import { errorMessage } from '@labsite/shared'
import closeWithGrace from 'close-with-grace'
import type { buildApp as BuildApp } from './app'
import { loadConfigOrExit } from './config'
import { loggerOptions } from './logger'
import { checkListenAddress, listenFailureLine, prepareDatabase } from './startup'

/** One line on stderr and exit code 1: what is wrong and how to fix it, no stack trace. */
function stop(line: string): never {
  console.error(`Could not start: ${line}`)
  process.exit(1)
}

/**
 * Reads the configuration, checks the port, prepares the database, builds the app and listens, in that
 * order, so every problem an operator can fix is reported before the slow part; closes the server, then
 * the database, on a signal.
 */
async function main() {
  const config = loadConfigOrExit()
  // A cluster worker listens through the primary's handle (cluster.ts checks the port once, for all).
  if (cluster.isPrimary) {
    await checkListenAddress(config.host, config.port).catch((error: Error) => stop(error.message))
  }
  // Plain lines for whoever watches a first start (which can take a minute), like the setup link.
  const say = (line: string) => {
    if (config.logLevel !== 'silent') console.log(line)
  }
  let app: Awaited<ReturnType<typeof BuildApp>>
  try {
    await prepareDatabase(config, say)
    // Loaded only now: a configuration or port problem is reported without loading the whole app first.
    const { buildApp } = await import('./app')
    app = await buildApp(config, { logger: loggerOptions(config) })
  } catch (error) {
    stop(errorMessage(error))
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // Taken between the check and now by another program.
    await app.close().catch(() => {})
    stop(listenFailureLine(error, config.host, config.port))
  }
  if (!config.webDistDir) app.log.warn('web/dist is missing: run `npm run build` to serve the site')
}

void main()
