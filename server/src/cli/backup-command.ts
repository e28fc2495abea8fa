import { parseArgs } from 'node:util'
import { errorMessage } from '@labsite/shared'
import { type AppConfig, ConfigError, loadConfig } from '../config'
import { restrictNewFiles } from '../lib/infrastructure/file-modes'

export class UsageError extends Error {}

/** The options of `npm run backup` / `npm run restore`, with the configuration and BACKUP_KEY checked. */
export function readBackupCommand(usage: string, options: Record<string, { type: 'string' | 'boolean' }>) {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } } }))
  } catch (error) {
    throw new UsageError(errorMessage(error))
  }
  if (values.help) {
    console.log(usage)
    return null
  }
  // Owner-only, as the server's own files: a restored database and its files hold health data.
  restrictNewFiles()
  const config: AppConfig = loadConfig()
  if (!config.backup.key) {
    throw new ConfigError('BACKUP_KEY is not set: backups hold health data and are always encrypted with it')
  }
  return { values, config, key: config.backup.key }
}

/** One clear line and exit code 1 for what the person running the command can fix. */
export function reportFailure(usage: string) {
  return (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${usage}`)
    else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
    else console.error(errorMessage(error))
    process.exitCode = 1
  }
}
