import type { Role } from '@labsite/shared'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { hashPassword, verifyPassword } from '../routes/users/passwords'
import { createUsersRepository } from '../routes/users/users-repository'
import { adminSetupLink } from './admin-setup-token'

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo admin's login, shown on the admin login page; null unless demo mode created it. */
    demoAdmin: { email: string; password: string } | null
  }
}

/** Demo accounts, created only when DEMO=1 asks for them: their passwords are published. */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@aarogya.demo', password: 'Admin@12345' }
export const DEMO_STAFF = { name: 'Demo Staff', email: 'staff@aarogya.demo', password: 'Staff@12345' }
const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_STAFF]

/** Thrown at start: the server would otherwise accept a password anyone can read in this repository. */
export class PublishedPasswordError extends Error {}

/** The demo accounts that still open with their published password. */
async function accountsWithPublishedPasswords(knex: Knex): Promise<string[]> {
  const users = createUsersRepository(knex)
  const open: string[] = []
  for (const account of DEMO_ACCOUNTS) {
    const row = await users.findByEmail(account.email)
    if (row && row.role !== 'visitor' && (await verifyPassword(row.password_hash, account.password)))
      open.push(account.email)
  }
  return open
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
 * Demo mode publishes passwords: it never runs on a database where real staff sign in (only the demo
 * accounts and the ADMIN_EMAIL of this same start may be staff). Called before any demo content is seeded.
 */
export async function refuseDemoOnRealData(knex: Knex, adminEmail: string | null): Promise<void> {
  const allowed = new Set(
    [...DEMO_ACCOUNTS.map((a) => a.email), adminEmail ?? ''].map((e) => e.toLowerCase()),
  )
  const staffEmails = await createUsersRepository(knex).staffEmails()
  const realStaff = staffEmails.filter((email) => !allowed.has(email.toLowerCase())).length
  if (realStaff > 0) {
    throw new PublishedPasswordError(
      `DEMO=1 refuses this database: it holds ${realStaff} staff account(s) that are not demo accounts. ` +
        'Start without DEMO, or give the demo a fresh DATA_DIR (or DATABASE_URL).',
    )
  }
}

/** Plain text for whoever started the server: in demo mode, anyone may sign in with these. */
export function demoBanner(publicUrl: string, liveEmails: readonly string[]): string {
  const lines = DEMO_ACCOUNTS.filter((a) => liveEmails.includes(a.email)).map(
    (a) => `    ${a.email} / ${a.password}`,
  )
  return [
    '*** DEMO MODE: these published passwords are live; anyone who can reach this server can sign in ***',
    ...lines,
    `    at ${publicUrl}/admin. Keep real patients' data out of it; start without DEMO=1 for a real site.`,
  ].join('\n')
}

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, else (DEMO=1) the demo admin and demo staff, else
 * a setup link printed on the console. Nothing happens once any admin exists, so a restart never resets
 * a password someone changed. Outside demo mode a demo account with its published password stops the
 * start: a data folder made by `npm start` must not become a production install anyone can log in to.
 */
export default fp(
  async (app) => {
    const { config } = app
    const users = app.usersRepository
    app.decorate('demoAdmin', null)

    if (!(await users.adminExists()) && config.adminEmail && config.adminPassword) {
      const outcome = await ensureAccount(app.knex, {
        email: config.adminEmail,
        name: 'Administrator',
        password: config.adminPassword,
        role: 'admin',
      })
      app.log.info(`admin from ADMIN_EMAIL ${outcome}`)
    }

    if (!config.demo) {
      const open = await accountsWithPublishedPasswords(app.knex)
      if (open.length > 0) {
        throw new PublishedPasswordError(
          `${open.join(' and ')} still ${open.length > 1 ? 'have' : 'has'} the published demo password. ` +
            'Change it with `npm run admin:create -- --email <that e-mail>` (or remove the account), or start with DEMO=1 to run the demo.',
        )
      }
      if (!(await users.adminExists()) && config.logLevel !== 'silent') {
        // On the console for whoever started the server; it opens nothing once an administrator exists.
        console.log(
          `No administrator yet. Create the first one at ${adminSetupLink(config.publicUrl, config.jwtSecret)}\n` +
            '(or set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create`).',
        )
      }
      return
    }

    if (!(await users.adminExists())) {
      await ensureAccount(app.knex, { ...DEMO_ADMIN, role: 'admin' })
      if (!(await users.findByEmail(DEMO_STAFF.email)))
        await ensureAccount(app.knex, { ...DEMO_STAFF, role: 'staff' })
      app.log.info('demo accounts created')
    }
    // The login hint is shown only while it actually works (nobody changed that password or role).
    if ((await accountsWithPublishedPasswords(app.knex)).includes(DEMO_ADMIN.email)) {
      const demoAdmin = await users.findByEmail(DEMO_ADMIN.email)
      if (demoAdmin?.role === 'admin')
        app.demoAdmin = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }
    }
    const live = await accountsWithPublishedPasswords(app.knex)
    if (live.length > 0 && config.logLevel !== 'silent') console.log(demoBanner(config.publicUrl, live))
  },
  { name: 'bootstrap-admin', dependencies: ['db', 'repositories', 'seed'] },
)
