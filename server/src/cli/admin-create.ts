import { parseArgs } from 'node:util'
import { errorMessage, PASSWORD_MAX, PASSWORD_MIN, Password, type Role } from '@labsite/shared'
import { Value } from 'typebox/value'
import { ConfigError, loadConfig } from '../config'
import { migrateToLatest, openKnex } from '../db/knex'
import { ensureAccount } from '../plugins/bootstrap-admin'
import { readNewPassword } from './read-password'

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --name "Your Name" [--role admin|staff]'
const ROLES: Role[] = ['admin', 'staff']

class UsageError extends Error {}

function readArguments() {
  let values: { email?: string; name?: string; role?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new UsageError(errorMessage(error))
  }
  if (values.help) return null
  const email = values.email?.trim() ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('--email needs a valid e-mail address')
  const role = values.role as Role
  if (!ROLES.includes(role)) throw new UsageError('--role must be admin or staff')
  const name = values.name?.trim() || email.split('@')[0]
  return { email, name, role }
}

/**
 * `npm run admin:create`: creates a staff or admin account, or promotes an existing one and sets its
 * password. The password is asked on the terminal (never an argument: it would stay in the shell history).
 */
async function main() {
  const args = readArguments()
  if (!args) {
    console.log(USAGE)
    return
  }
  const { email, name, role } = args
  const config = loadConfig()
  const password = await readNewPassword()
  // The same rule as the API's Password schema.
  const { length } = password
  if (!Value.Check(Password, password)) {
    const bound = length < PASSWORD_MIN ? `at least ${PASSWORD_MIN}` : `at most ${PASSWORD_MAX}`
    throw new Error(`Password must be ${bound} characters long`)
  }
  const knex = await openKnex(config.database)
  try {
    await migrateToLatest(knex)
    const outcome = await ensureAccount(knex, { email, name, password, role })
    console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${role} account ${email}.`)
  } finally {
    await knex.destroy()
  }
}

main().catch((error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`)
  else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error(errorMessage(error))
  process.exitCode = 1
})
