import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const clusterEntry = path.join(import.meta.dirname, 'cluster.ts')

describe('npm run serve:cluster', () => {
  it('refuses to start several processes on the embedded database, naming what to set', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-cluster-'))
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', clusterEntry], {
        env: { ...process.env, WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(/several server processes need DATABASE_URL/)
      expect(run.stderr).toMatch(/WORKERS=1/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
