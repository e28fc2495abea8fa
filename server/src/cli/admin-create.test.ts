import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openKnex } from '../db/knex'
import { verifyPassword } from '../routes/users/passwords'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  /** Runs the CLI the way a script would: the password piped on stdin, its own embedded database. */
  const run = (args: string[], input: string) => {
    const { DATABASE_URL: _ignored, ...env } = process.env
    return spawnSync(tsx, [path.join(repoRoot, 'server/src/cli/admin-create.ts'), ...args], {
      input,
      env: { ...env, DATA_DIR: dataDir, DEMO: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    })
  }

  async function account(email: string) {
    const knex = await openKnex({ kind: 'pglite', dir: path.join(dataDir, 'db') })
    try {
      return await knex('users').whereRaw('lower(email) = lower(?)', [email]).first()
    } finally {
      await knex.destroy()
    }
  }

  it('creates a staff account with the piped password, then promotes it to admin with a new one', async () => {
    const created = run(
      ['--email', 'desk@lab.test', '--name', 'Front Desk', '--role', 'staff'],
      'staff password 1\n',
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain('Created staff account desk@lab.test.')
    expect(created.status).toBe(0)
    const staff = await account('desk@lab.test')
    expect(staff).toMatchObject({ name: 'Front Desk', role: 'staff' })
    expect(await verifyPassword(staff.password_hash, 'staff password 1')).toBe(true)

    const promoted = run(['--email', 'DESK@lab.test'], 'admin password 2\n')
    expect(promoted.stdout).toContain('Updated admin account DESK@lab.test.')
    const admin = await account('desk@lab.test')
    expect(admin).toMatchObject({ id: staff.id, role: 'admin' })
    expect(admin.token_version).toBeGreaterThan(staff.token_version)
    expect(await verifyPassword(admin.password_hash, 'admin password 2')).toBe(true)
  }, 120_000)

  it('refuses a short password, a bad e-mail or role, and changes nothing', async () => {
    const short = run(['--email', 'new@lab.test'], 'short\n')
    expect(short.status).toBe(1)
    expect(short.stderr).toContain('Password must be at least 8 characters long')
    const badEmail = run(['--email', 'not-an-email'], 'long enough password\n')
    expect(badEmail.status).toBe(1)
    expect(badEmail.stderr).toContain('--email needs a valid e-mail address')
    expect(badEmail.stderr).toContain('Usage: npm run admin:create')
    const badRole = run(['--email', 'new@lab.test', '--role', 'visitor'], 'long enough password\n')
    expect(badRole.status).toBe(1)
    expect(badRole.stderr).toContain('--role must be admin or staff')
    expect(await account('new@lab.test')).toBeUndefined()
  }, 120_000)
})
