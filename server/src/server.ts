import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadConfigOrExit } from './config'
import { loggerOptions } from './logger'

/** Reads the configuration, builds the app and listens; closes the server, then the database, on a signal. */
async function main() {
  const config = loadConfigOrExit()
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    app = await buildApp(config, { logger: loggerOptions(config) })
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`)
    process.exit(1)
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
  if (!config.webDistDir) app.log.warn('web/dist is missing: run `npm run build` to serve the site')
}

void main()
