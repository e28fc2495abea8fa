// Release checks for the desktop console, fast enough for every CI run (.ci/run calls this):
//  1. electron-builder.yml matches electron-builder's own JSON schema (app-builder-lib/scheme.json);
//  2. electronegativity finds nothing above informational in desktop/src, apart from the reviewed
//     findings listed below (each with the reason it is safe);
//  3. the app.asar electron-builder packs holds only out/ and package.json. electron-builder runs for
//     real (--linux dir) with a stand-in for the Electron binary, which cannot be downloaded here;
//     fuses and signing, which need the real binary, are left out of this dry run.
// Needs `npm run build -w desktop` first (for check 3). Usage: node desktop/scripts/release-checks.mjs
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
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
const configFile = path.join(root, 'electron-builder.yml')
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
    filename: 'main/main.ts',
    sample: 'setCertificateVerifyProc(verifyCertificate)',
    why: 'keeps Chromium’s verdict; accepts only the exact certificate staff trusted by SHA-256 fingerprint for that host (connection-security.test.ts)',
  },
  {
    issue: 'CSP_GLOBAL_CHECK',
    filename: 'main/csp.ts',
    sample: '',
    why: 'the policy is computed per response, so the scanner cannot read it; csp.test.ts checks it',
  },
]
const SEVERITIES = new Set(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL'])

function matches(ok, row) {
  return ok.issue === row.issue && ok.filename === row.filename && row.sample.includes(ok.sample)
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

  // 2. The Electron security scanner over the sources that ship (not tests or test stand-ins).
  const scanned = path.join(work, 'src')
  cpSync(path.join(desktop, 'src'), scanned, {
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

  // 3. What electron-builder packs into app.asar.
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
