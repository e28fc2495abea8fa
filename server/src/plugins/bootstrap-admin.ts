import { randomBytes } from 'node:crypto'
import type { Role } from '@labsite/shared'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { hashPassword, verifyPassword } from '../routes/users/passwords'
import { createUsersRepository } from '../routes/users/users-repository'

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo admin's login, shown on the admin login page; null unless demo mode created it. */
    demoAdmin: { email: string; password: string } | null
  }
}

/**
 * Demo accounts (DESIGN §2), created only in demo mode. Their passwords are public knowledge only when
 * DEMO=1 is set explicitly or the server listens on loopback (config.publicDemoLogins).
 */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@aarogya.demo', password: 'Admin@12345' }
export const DEMO_STAFF = { name: 'Demo Staff', email: 'staff@aarogya.demo', password: 'Staff@12345' }

const randomPassword = () => randomBytes(12).toString('base64url')

/** On the console, never in the logs: a log collector should not keep an admin password. */
function printOnce(passwords: { admin: string; staff: string }) {
  console.log(
    [
      'Demo accounts were created with random passwords because the server listens beyond this machine',
      '(set DEMO=1 to use the published demo passwords, or HOST=127.0.0.1). They are shown only now:',
      `  admin  ${DEMO_ADMIN.email}  ${passwords.admin}`,
      `  staff  ${DEMO_STAFF.email}  ${passwords.staff}`,
    ].join('\n'),
  )
}

/**
 * Makes `email` an account with `role` and this password: created when missing, otherwise promoted
 * (or changed) and given the password, which ends its old sessions. Used at start and by the CLI.
 */
export async function ensureAccount(
  knex: Knex,
  account: { email: string; name: string; password: string; role: Role },
): Promise<'created' | 'updated'> {
  const users = createUsersRepository(knex)
  const passwordHash = await hashPassword(account.password)
  return knex.transaction(async (trx) => {
    const existing = await users.findByEmail(account.email, trx)
    if (!existing) {
      await users.create({ name: account.name, email: account.email, passwordHash, role: account.role }, trx)
      return 'created'
    }
    await users.setPassword(existing.id, passwordHash, trx)
    if (existing.role !== account.role) await users.setRole(existing.id, account.role, trx)
    return 'updated'
  })
}

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else (demo mode) the demo admin and demo staff.
 * Nothing happens once any admin exists, so a restart never resets a password someone changed.
 */
export default fp(
  async (app) => {
    const { config } = app
    const users = createUsersRepository(app.knex)
    app.decorate('demoAdmin', null)

    if (!(await users.adminExists()) && config.adminEmail && config.adminPassword) {
      const outcome = await ensureAccount(app.knex, {
        email: config.adminEmail,
        name: 'Administrator',
        password: config.adminPassword,
        role: 'admin',
      })
      app.log.info({ email: config.adminEmail }, `admin from ADMIN_EMAIL ${outcome}`)
    }

    if (!config.demo) return
    if (!(await users.adminExists())) {
      // Reachable by others and DEMO not set on purpose: the well-known passwords would open the admin
      // to anyone, so the demo accounts get random ones, shown once to whoever started the server.
      const passwords = config.publicDemoLogins
        ? { admin: DEMO_ADMIN.password, staff: DEMO_STAFF.password }
        : { admin: randomPassword(), staff: randomPassword() }
      await ensureAccount(app.knex, { ...DEMO_ADMIN, password: passwords.admin, role: 'admin' })
      if (!(await users.findByEmail(DEMO_STAFF.email)))
        await ensureAccount(app.knex, { ...DEMO_STAFF, password: passwords.staff, role: 'staff' })
      app.log.info({ email: DEMO_ADMIN.email }, 'demo admin created')
      if (!config.publicDemoLogins) printOnce(passwords)
    }
    if (!config.publicDemoLogins) return
    // The login hint is shown only while it actually works (nobody changed that password or role).
    const demoAdmin = await users.findByEmail(DEMO_ADMIN.email)
    if (demoAdmin?.role === 'admin' && (await verifyPassword(demoAdmin.password_hash, DEMO_ADMIN.password))) {
      app.demoAdmin = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }
    }
  },
  { name: 'bootstrap-admin', dependencies: ['db', 'seed'] },
)
