import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The release check (release-checks.mjs) must fail on each weakening a release could carry: each is
 * planted in a copy of the builder config, desktop/package.json or the sources, and the check run
 * over the copy (its static part: the schema and the release policy; the full run packs the app).
 */
const desktop = path.resolve(import.meta.dirname, '..')
const root = path.resolve(desktop, '..')
const script = path.join(desktop, 'scripts/release-checks.mjs')
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

type Plant = { file: 'config' | 'package' | string; replace: string | RegExp; with: string }

/** A copy of what the check reads, with the plants applied; then the check's exit status and output. */
function checkWith(...plants: Plant[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-check-plant-'))
  dirs.push(dir)
  const files = {
    config: path.join(dir, 'electron-builder.yml'),
    package: path.join(dir, 'desktop/package.json'),
    src: path.join(dir, 'desktop/src'),
  }
  cpSync(path.join(root, 'electron-builder.yml'), files.config)
  mkdirSync(path.join(dir, 'desktop/scripts'), { recursive: true })
  cpSync(path.join(desktop, 'package.json'), files.package)
  cpSync(path.join(desktop, 'scripts/after-sign.cjs'), path.join(dir, 'desktop/scripts/after-sign.cjs'))
  cpSync(path.join(desktop, 'src'), files.src, { recursive: true })
  for (const plant of plants) {
    const file =
      plant.file === 'config'
        ? files.config
        : plant.file === 'package'
          ? files.package
          : path.join(files.src, plant.file)
    const before = readFileSync(file, 'utf8')
    const after = before.replace(plant.replace, plant.with)
    // A plant that changes nothing would make its test pass for the wrong reason.
    expect(after, `${plant.file}: ${plant.replace}`).not.toBe(before)
    writeFileSync(file, after)
  }
  const run = spawnSync(
    process.execPath,
    [script, '--config', files.config, '--package', files.package, '--src', files.src, '--static'],
    { encoding: 'utf8', timeout: 60_000 },
  )
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('the release check', () => {
  it('passes the repository as it is', () => {
    const { status, output } = checkWith()
    expect(output).toContain('✓ release policy')
    expect(status).toBe(0)
  })

  const weakenings: [string, Plant, RegExp][] = [
    [
      'Node integration turned on',
      { file: 'main/window.ts', replace: 'nodeIntegration: false', with: 'nodeIntegration: true' },
      /turns Node integration on/,
    ],
    [
      'context isolation turned off',
      { file: 'main/window.ts', replace: 'contextIsolation: true', with: 'contextIsolation: false' },
      /turns context isolation off/,
    ],
    [
      'the sandbox turned off',
      { file: 'main/window.ts', replace: 'sandbox: true', with: 'sandbox: false' },
      /turns the renderer sandbox off/,
    ],
    [
      'web security turned off',
      { file: 'main/window.ts', replace: 'webSecurity: true', with: 'webSecurity: false' },
      /turns web security \(same-origin policy\) off/,
    ],
    [
      'no publish provider owner/repo',
      { file: 'config', replace: /\n {2}owner: .*\n {2}repo: .*\n/, with: '\n' },
      /publish must name provider github with its owner and repo/,
    ],
    ['asar turned off', { file: 'config', replace: 'asar: true', with: 'asar: false' }, /asar must be true/],
    [
      'a fuse weakened (run as Node)',
      { file: 'config', replace: 'runAsNode: false', with: 'runAsNode: true' },
      /electronFuses\.runAsNode must be false/,
    ],
    [
      'a permission handler that grants everything',
      {
        file: 'main/startup/console-page.ts',
        replace: "callback(permission === 'clipboard-sanitized-write')",
        with: 'callback(true)',
      },
      /a permission handler that grants every request/,
    ],
    [
      'a plain-http update feed',
      {
        file: 'main/updater.ts',
        replace: /$/,
        with: "\nexport const feed = { provider: 'generic', url: 'http://updates.lab.example/releases' }\n",
      },
      /an update feed over plain http/,
    ],
    [
      'update signature checks turned off',
      {
        file: 'config',
        replace: 'verifyUpdateCodeSignature: true',
        with: 'verifyUpdateCodeSignature: false',
      },
      /verifyUpdateCodeSignature must stay on/,
    ],
    [
      'a publish repo that is not package.json’s repository',
      { file: 'package', replace: 'aarogya-diagnostics/labsite', with: 'someone-else/labsite' },
      /publish names aarogya-diagnostics\/labsite, package.json someone-else\/labsite/,
    ],
  ]
  it.each(weakenings)('fails with %s', (_name, plant, message) => {
    const { status, output } = checkWith(plant)
    expect(output).toMatch(message)
    expect(status).toBe(1)
  })
})
