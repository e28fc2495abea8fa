// Release checks for the desktop console, fast enough for every CI run (.ci/run calls this):
//  1. electron-builder.yml matches electron-builder's own JSON schema (app-builder-lib/scheme.json);
//  2. the release policy, read from the config and the sources as they are (the dry run below cannot
//     apply fuses): asar on; every fuse at its safe value; the afterSign script present; updates
//     published to GitHub with the owner and repo of package.json's `repository`, update signatures
//     verified; the windows' webPreferences locked down (context isolation, sandbox, web security,
//     no Node integration); no permission handler or check that grants everything; no plain-http or
//     unsigned update feed set in code;
//  3. electronegativity finds nothing above informational in desktop/src, apart from the reviewed
//     findings listed below (each with the reason it is safe);
//  4. the app.asar electron-builder packs holds only out/ and package.json, and the packed
//     app-update.yml names the GitHub provider, owner and repo. electron-builder runs for real
//     (--linux dir) with a stand-in for the Electron binary, which cannot be downloaded here; fuses
//     and signing, which need the real binary, are left out of this dry run (check 2 reads them).
// Needs `npm run build -w desktop` first (for check 4).
// Usage: node desktop/scripts/release-checks.mjs [--config <electron-builder.yml>] [--package <package.json>]
//   [--src <desktop/src>] [--static]   (--static: checks 1 and 2 only; release-checks.test.ts plants
//   weakenings in copies of these files and expects each to fail)
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import asar from '@electron/asar'
import Ajv from 'ajv'
import YAML from 'yaml'

const require = createRequire(import.meta.url)
const desktop = path.resolve(import.meta.dirname, '..')
const root = path.resolve(desktop, '..')
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback
}
const configFile = option('config', path.join(root, 'electron-builder.yml'))
const packageFile = option('package', path.join(desktop, 'package.json'))
const sourceDir = option('src', path.join(desktop, 'src'))
const staticOnly = process.argv.includes('--static')
const work = mkdtempSync(path.join(tmpdir(), 'desktop-release-checks-'))
/**
 * Findings reviewed and accepted, each matched by check, file and the code it points at. Anything
 * else above informational fails the build: fix it, or review it and add it here with the reason.
 */
const REVIEWED = [
  {
    issue: 'OPEN_EXTERNAL_JS_CHECK',
    filename: 'main/main.ts',
    sample: 'if (isWebUrl(url)) void shell.openExternal(url)',
    why: 'only http(s) links reach the system browser (isWebUrl, tested in window.test.ts)',
  },
  {
    issue: 'OPEN_EXTERNAL_JS_CHECK',
    filename: 'main/routes.ts',
    sample: 'services.openExternal(url)',
    why: 'the route refuses anything but http(s) just before (routes.test.ts)',
  },
  {
    issue: 'CERTIFICATE_VERIFY_PROC_JS_CHECK',
    filename: 'main/startup/certificate-prompt.ts',
    sample: 'setCertificateVerifyProc(verifyCertificate)',
    why: 'keeps Chromium’s verdict; accepts only the exact certificate staff trusted by SHA-256 fingerprint for that host (connection-security.test.ts)',
  },
  {
    // The scanner's global finding carries no code ("N/A"): matched exactly, so a CSP finding that
    // points at real code in csp.ts is not taken for this one.
    issue: 'CSP_GLOBAL_CHECK',
    filename: 'main/csp.ts',
    sample: 'N/A',
    exact: true,
    why: 'the policy is computed per response, so the scanner cannot read it; csp.test.ts checks it',
  },
]
const SEVERITIES = new Set(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'])

function matches(ok, row) {
  // Never an empty sample: `includes('')` would accept any finding of the check.
  const sampleMatches =
    ok.sample !== '' && (ok.exact ? row.sample === ok.sample : row.sample.includes(ok.sample))
  return ok.issue === row.issue && ok.filename === row.filename && sampleMatches
}

/** The fuses flipped on the packaged Electron binary, each at the only value a release may have. */
const REQUIRED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
}

/** `owner/repo` of a package.json `repository` (a string or `{ url }`, GitHub only), or null. */
function githubRepository(repository) {
  const url = typeof repository === 'string' ? repository : repository?.url
  const match =
    /^(?:github:|git\+https:\/\/github\.com\/|https:\/\/github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(
      url ?? '',
    )
  return match ? { owner: match[1], repo: match[2] } : null
}

/** Code that must not be in a shipped source file, each with what it would do. */
const FORBIDDEN_IN_SOURCES = [
  [/nodeIntegration(?:InSubFrames|InWorker)?\s*:\s*true/, 'turns Node integration on in a page'],
  [/contextIsolation\s*:\s*false/, 'turns context isolation off'],
  [/sandbox\s*:\s*false/, 'turns the renderer sandbox off'],
  [/webSecurity\s*:\s*false/, 'turns web security (same-origin policy) off'],
  [/allowRunningInsecureContent\s*:\s*true/, 'lets https pages run http content'],
  [/callback\(\s*true\s*\)/, 'a permission handler that grants every request'],
  [/setPermissionCheckHandler\(\s*\([^)]*\)\s*=>\s*true\b/, 'a permission check that grants everything'],
  [/http:\/\/[^'"`\s]*(?:update|release|download)/i, 'an update feed over plain http'],
  [/verifyUpdateCodeSignature\s*[:=]\s*false/, 'update signature checks turned off'],
  [/forceDevUpdateConfig\s*=\s*true/, 'a development update feed in the shipped app'],
]

/** The shipped sources: not tests or test stand-ins. */
function shippedSources(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`))
}

/** Ends the checks early once a failure makes the remaining ones meaningless. */
class Finished extends Error {}

const failures = []
const fail = (message) => failures.push(message)

try {
  // 1. The builder configuration against the schema electron-builder validates with.
  const config = YAML.parse(readFileSync(configFile, 'utf8'))
  const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'))
  const ajv = new Ajv({ allErrors: true, strict: false })
  ajv.addKeyword({ keyword: 'typeof' })
  const validate = ajv.compile(schema)
  if (!validate(config))
    for (const error of validate.errors ?? [])
      fail(`electron-builder.yml${error.instancePath} ${error.message}`)
  else console.log('✓ electron-builder.yml matches electron-builder’s schema')

  // 2. The release policy, from the config and the sources themselves.
  const before = failures.length
  if (config.asar !== true) fail('electron-builder.yml: asar must be true (the app ships in app.asar)')
  for (const [fuse, value] of Object.entries(REQUIRED_FUSES))
    if (config.electronFuses?.[fuse] !== value)
      fail(`electron-builder.yml: electronFuses.${fuse} must be ${value}`)
  if (config.afterSign && !existsSync(path.resolve(path.dirname(packageFile), config.afterSign)))
    fail(`electron-builder.yml: afterSign names ${config.afterSign}, which does not exist`)
  const repository = githubRepository(JSON.parse(readFileSync(packageFile, 'utf8')).repository)
  const publish = Array.isArray(config.publish) ? config.publish[0] : config.publish
  if (!repository) fail(`${path.basename(packageFile)}: \`repository\` must name the GitHub owner/repo`)
  if (publish?.provider !== 'github' || !publish.owner || !publish.repo)
    fail('electron-builder.yml: publish must name provider github with its owner and repo')
  else if (repository && (publish.owner !== repository.owner || publish.repo !== repository.repo))
    fail(
      `electron-builder.yml: publish names ${publish.owner}/${publish.repo}, package.json ${repository.owner}/${repository.repo}`,
    )
  if (config.win?.verifyUpdateCodeSignature === false)
    fail('electron-builder.yml: win.verifyUpdateCodeSignature must stay on')
  for (const file of shippedSources(sourceDir)) {
    const text = readFileSync(file, 'utf8')
    for (const [pattern, what] of FORBIDDEN_IN_SOURCES) {
      const found = pattern.exec(text)
      if (found) fail(`${path.relative(sourceDir, file)}: ${what} (\`${found[0]}\`)`)
    }
  }
  if (failures.length === before)
    console.log('✓ release policy: asar, fuses, publish provider, webPreferences, permissions, update feed')
  if (staticOnly) throw new Finished()

  // 3. The Electron security scanner over the sources that ship (not tests or test stand-ins).
  const scanned = path.join(work, 'src')
  cpSync(sourceDir, scanned, {
    recursive: true,
    filter: (file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing`),
  })
  const electronVersion = require(path.join(root, 'node_modules/electron/package.json')).version
  // The scanner sometimes writes its CSV with rows run into each other; such a report is not read as
  // findings (a garbled row is neither a pass nor a real finding): the scan runs again, three times at most.
  let report = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    report = path.join(work, `electronegativity-${attempt}.csv`)
    spawnSync(
      process.execPath,
      [
        require.resolve('@doyensec/electronegativity/dist/index.js'),
        '-i',
        scanned,
        '-o',
        report,
        '-r',
        '-v',
        'false',
        // Looks up Electron's release list online; Dependabot keeps Electron current instead.
        '-x',
        'AvailableSecurityFixesGlobalCheck',
        '-e',
        electronVersion,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    )
    if (!existsSync(report)) break
    const rows = parseCsv(readFileSync(report, 'utf8'))
    if (rows.every((row) => /^[A-Z0-9_]+$/.test(row.issue) && SEVERITIES.has(row.severity))) break
    console.log(`electronegativity wrote a garbled report (attempt ${attempt}); scanning again`)
  }
  if (!existsSync(report)) fail('electronegativity produced no report')
  else {
    const findings = parseCsv(readFileSync(report, 'utf8')).filter((row) => row.severity !== 'INFORMATIONAL')
    const unreviewed = findings.filter((row) => !REVIEWED.some((ok) => matches(ok, row)))
    for (const row of unreviewed)
      fail(
        `electronegativity ${row.severity} ${row.issue} at ${row.filename}:${row.location}: ${row.sample} (${row.description})`,
      )
    if (unreviewed.length === 0)
      console.log(`✓ electronegativity: nothing above informational (${findings.length} reviewed findings)`)
  }

  // 4. What electron-builder packs into app.asar, and the update feed it records.
  const outMain = path.join(desktop, 'out/main/index.js')
  if (!existsSync(outMain)) fail('desktop/out is missing: run `npm run build -w desktop` first')
  else {
    const fakeElectron = path.join(work, 'electron-dist')
    mkdirSync(path.join(fakeElectron, 'resources'), { recursive: true })
    writeFileSync(path.join(fakeElectron, 'electron'), '#!/bin/sh\n')
    chmodSync(path.join(fakeElectron, 'electron'), 0o755)
    const output = path.join(work, 'release')
    const dryRun = structuredClone(config)
    delete dryRun.electronFuses
    delete dryRun.afterSign
    dryRun.electronDist = fakeElectron
    dryRun.directories = { ...dryRun.directories, output }
    dryRun.linux = { ...dryRun.linux, target: 'dir' }
    const dryRunConfig = path.join(work, 'electron-builder.json')
    writeFileSync(dryRunConfig, JSON.stringify(dryRun))
    const packed = spawnSync(
      process.execPath,
      [require.resolve('electron-builder/cli.js'), '--linux', '--config', dryRunConfig, '--publish', 'never'],
      {
        cwd: desktop,
        encoding: 'utf8',
        timeout: 300_000,
        env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
      },
    )
    if (packed.status !== 0) {
      fail(`electron-builder could not pack the app:\n${`${packed.stdout}${packed.stderr}`.slice(-3000)}`)
      throw new Finished()
    }
    const archive = path.join(output, 'linux-unpacked/resources/app.asar')
    const entries = asar.listPackage(archive).map((entry) => entry.replaceAll('\\', '/'))
    const top = [...new Set(entries.map((entry) => entry.split('/')[1]))].sort()
    if (JSON.stringify(top) !== JSON.stringify(['out', 'package.json']))
      fail(`app.asar holds ${top.join(', ')}; expected only out and package.json`)
    else if (entries.some((entry) => entry.startsWith('/out/renderer-test')))
      fail('app.asar holds the renderer test build (out/renderer-test)')
    else if (!entries.includes('/out/main/index.js') || !entries.includes('/out/preload/index.cjs'))
      fail('app.asar lacks out/main/index.js or out/preload/index.cjs')
    else console.log(`✓ app.asar holds only out/ and package.json (${entries.length} entries)`)
    const updateFile = path.join(output, 'linux-unpacked/resources/app-update.yml')
    const feed = existsSync(updateFile) ? YAML.parse(readFileSync(updateFile, 'utf8')) : null
    if (!feed) fail('the packed app has no resources/app-update.yml: installed consoles could never update')
    else if (feed.provider !== 'github' || feed.owner !== publish?.owner || feed.repo !== publish?.repo)
      fail(
        `the packed app-update.yml names ${JSON.stringify(feed)}, not github ${publish?.owner}/${publish?.repo}`,
      )
    else console.log(`✓ app-update.yml: github ${feed.owner}/${feed.repo}`)
  }
} catch (error) {
  if (!(error instanceof Finished)) throw error
} finally {
  rmSync(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  for (const message of failures) console.error(`✗ ${message}`)
  process.exit(1)
}

function parseCsv(text) {
  // Cells may be quoted and hold commas, doubled quotes and line breaks (electronegativity's
  // descriptions sometimes do), so the text is read a character at a time, not split into lines.
  const rows = []
  let row = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  const [header, ...records] = rows.filter((cells) => cells.some((value) => value.trim() !== ''))
  const names = header.map((name) => name.trim())
  return records.map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])))
}
