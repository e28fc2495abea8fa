import { describe, expect, it } from 'vitest'
import type { MailMessage } from '../plugins/mail'
import type { StaffMail } from './enquiry-mails'
import { createStaffNotifier } from './staff-notifier'

const mail: StaffMail = { subject: 'New booking enquiry from Asha', text: 'details', html: '<p>details</p>' }

function recordingLog() {
  const entries: { level: 'warn' | 'error'; msg: string; obj: Record<string, unknown> }[] = []
  return {
    entries,
    warn: (obj: object, msg: string) =>
      entries.push({ level: 'warn', msg, obj: obj as Record<string, unknown> }),
    error: (obj: object, msg: string) =>
      entries.push({ level: 'error', msg, obj: obj as Record<string, unknown> }),
  }
}

/** A mail server that fails the first `failures` sends, then accepts. */
function flakyMailer(failures: number) {
  const sent: MailMessage[] = []
  const attemptsAt: number[] = []
  return {
    sent,
    attemptsAt,
    async send(message: MailMessage) {
      attemptsAt.push(Date.now())
      if (attemptsAt.length <= failures) throw new Error('421 try again later')
      sent.push(message)
    },
  }
}

describe('createStaffNotifier', () => {
  it('returns at once and sends in the background to the recipient', async () => {
    const mailer = flakyMailer(0)
    const notifier = createStaffNotifier({
      mailer,
      recipient: async () => 'desk@lab.example',
      log: recordingLog(),
    })
    notifier.notify(mail)
    expect(mailer.sent).toHaveLength(0)
    await notifier.idle()
    expect(mailer.sent).toEqual([{ to: 'desk@lab.example', ...mail }])
  })

  it('retries after each backoff delay, logging every failure, until a send succeeds', async () => {
    const mailer = flakyMailer(2)
    const log = recordingLog()
    const notifier = createStaffNotifier({
      mailer,
      recipient: async () => 'desk@lab.example',
      log,
      retryDelaysMs: [30, 60, 1000],
    })
    notifier.notify(mail)
    await notifier.idle()
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.attemptsAt).toHaveLength(3)
    expect(mailer.attemptsAt[1] - mailer.attemptsAt[0]).toBeGreaterThanOrEqual(25)
    expect(mailer.attemptsAt[2] - mailer.attemptsAt[1]).toBeGreaterThanOrEqual(55)
    expect(log.entries.map((entry) => [entry.level, entry.msg, entry.obj.attempt])).toEqual([
      ['warn', 'staff notification failed', 1],
      ['warn', 'staff notification failed', 2],
    ])
  })

  it('gives up after the last retry and says so in the log', async () => {
    const mailer = flakyMailer(Number.POSITIVE_INFINITY)
    const log = recordingLog()
    const notifier = createStaffNotifier({
      mailer,
      recipient: async () => 'desk@lab.example',
      log,
      retryDelaysMs: [1, 1, 1],
    })
    notifier.notify(mail)
    await notifier.idle()
    expect(mailer.attemptsAt).toHaveLength(4)
    expect(log.entries.filter((entry) => entry.level === 'warn')).toHaveLength(4)
    expect(log.entries.at(-1)).toMatchObject({ level: 'error', msg: 'staff notification given up' })
  })

  it('stops waiting for retries on close instead of holding the shutdown', async () => {
    const mailer = flakyMailer(Number.POSITIVE_INFINITY)
    const log = recordingLog()
    const notifier = createStaffNotifier({
      mailer,
      recipient: async () => 'desk@lab.example',
      log,
      retryDelaysMs: [60_000],
    })
    notifier.notify(mail)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    await notifier.close()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(log.entries.at(-1)).toMatchObject({
      level: 'error',
      msg: 'staff notification abandoned at shutdown',
    })
  })

  it('logs and skips the mail when nobody is set to receive it', async () => {
    const mailer = flakyMailer(0)
    const log = recordingLog()
    const notifier = createStaffNotifier({ mailer, recipient: async () => null, log })
    notifier.notify(mail)
    await notifier.idle()
    expect(mailer.attemptsAt).toHaveLength(0)
    expect(log.entries).toMatchObject([{ level: 'warn' }])
  })
})
