import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** A calendar event, sent as the text/calendar part calendar apps offer to add. */
  icalEvent?: { filename: string; method: 'PUBLISH'; content: string }
}

export interface Mailer {
  /** Sends through SMTP_URL, or writes an .eml file to DATA_DIR/outbox when no SMTP server is set. */
  send(message: MailMessage): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

type Nodemailer = typeof import('nodemailer').default

/**
 * The transport, made on the first message: nodemailer is loaded then, not at startup (tens of MB of
 * memory for a server that may send nothing for hours).
 */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null
  return () => {
    transport ??= import('nodemailer').then((module) => make(module.default))
    return transport
  }
}

export function createMailer(options: {
  smtpUrl: string | null
  from: string
  outboxDir: string
  log: { info: (obj: object, msg: string) => void }
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl))
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message })
        // Never the recipient or the subject: both name a patient, and logs outlive their records.
        options.log.info({}, 'mail sent')
      },
    }
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message })
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 })
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      // Written beside it and renamed: whoever reads the outbox never sees half a message.
      const partial = `${file}.partial`
      await writeFile(partial, info.message as Buffer, { mode: 0o600 })
      await rename(partial, file)
      options.log.info({ file: path.basename(file) }, 'mail written to outbox')
    },
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: app.config.smtpUrl,
        from: app.config.mailFrom,
        outboxDir: path.join(app.config.dataDir, 'outbox'),
        log: app.log,
      }),
    )
  },
  { name: 'mail', dependencies: ['config'] },
)
