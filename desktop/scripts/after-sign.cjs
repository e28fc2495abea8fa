// electron-builder afterSign hook. Flipping the Electron fuses rewrites the app binary, which breaks
// the ad-hoc signature Electron ships with; an unsigned build (no CSC_LINK) then is not re-signed, and
// Apple Silicon refuses to launch it ("damaged"). When the packed .app does not verify, sign it ad hoc
// again (without the hardened runtime, whose library validation would reject the ad-hoc frameworks).
// A build signed with a real identity verifies and is left exactly as electron-builder signed it.
const { execFileSync, spawnSync } = require('node:child_process')
const path = require('node:path')

exports.default = async function afterSign(context) {
  if (context.electronPlatformName !== 'darwin') return
  const app = path.join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`)
  const verifies = () => spawnSync('codesign', ['--verify', '--deep', '--strict', app]).status === 0
  if (verifies()) return
  console.log(`  • re-signing ad hoc after fuses (no signing identity)  app=${app}`)
  execFileSync('codesign', ['--force', '--deep', '--sign', '-', app], { stdio: 'inherit' })
  if (!verifies()) throw new Error(`${app} does not verify after ad-hoc signing`)
}
