import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The two channels besides e-mail that the outbox carries. */
export type PhoneChannel = 'sms' | 'whatsapp'

/** One SMS or WhatsApp message as the outbox hands it to a sender. */
export interface PhoneMessage {
  to: string
  template: string
  language: string
  params: string[]
  text: string
}

/** Sends one message, or throws (the outbox retries with backoff, as for mail). */
export interface PhoneSender {
  send(message: PhoneMessage): Promise<void>
}

export type SmsConfig =
  | { provider: 'msg91'; apiUrl: string; apiKey: string; sender: string | null; templateId: string }
  | { provider: 'twilio'; apiUrl: string; apiKey: string; sender: string }
export type WhatsAppConfig = { provider: 'cloud'; apiUrl: string; token: string; phoneNumberId: string }

type Fetch = typeof fetch

/** A provider's refusal, with its status and the start of its answer (no message text: it may hold a code). */
async function refused(provider: string, response: Response): Promise<never> {
  const body = (await response.text().catch(() => '')).slice(0, 300)
  throw new Error(`${provider} answered ${response.status}: ${body}`)
}

/**
 * Without a provider each message is a JSON file in `DATA_DIR/outbox/<channel>/`, as mail without SMTP
 * is an .eml file beside it: development, the end-to-end tests and a lab that has no gateway yet.
 */
export function fileSender(dir: string): PhoneSender {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`)
      const partial = `${file}.partial`
      await writeFile(partial, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 })
      await rename(partial, file)
    },
  }
}

/**
 * MSG91's Flow API (`POST /api/v5/flow/`, header `authkey`): a DLT-registered template whose one
 * variable `code` carries the sign-in code, the only SMS the lab sends. Twilio's Messages API
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth `sid:token`, form fields To, From, Body).
 */
export function smsSender(config: SmsConfig, fetchImpl: Fetch = fetch): PhoneSender {
  if (config.provider === 'msg91') {
    return {
      async send(message) {
        const response = await fetchImpl(`${config.apiUrl}/api/v5/flow/`, {
          method: 'POST',
          headers: { authkey: config.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            template_id: config.templateId,
            ...(config.sender ? { sender: config.sender } : {}),
            short_url: '0',
            recipients: [{ mobiles: message.to.replace(/^\+/, ''), code: message.params[0] ?? '' }],
          }),
        })
        if (!response.ok) await refused('MSG91', response)
      },
    }
  }
  const [accountSid] = config.apiKey.split(':')
  return {
    async send(message) {
      const response = await fetchImpl(`${config.apiUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(config.apiKey).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: config.sender, Body: message.text }).toString(),
      })
      if (!response.ok) await refused('Twilio', response)
    },
  }
}

/**
 * The WhatsApp Cloud API (`POST /{phone-number-id}/messages`, bearer token): an approved template by
 * name and language, its body parameters in order.
 */
export function whatsAppSender(config: WhatsAppConfig, fetchImpl: Fetch = fetch): PhoneSender {
  return {
    async send(message) {
      const response = await fetchImpl(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.params.map((text) => ({ type: 'text', text: text || '-' })),
              },
            ],
          },
        }),
      })
      if (!response.ok) await refused('WhatsApp Cloud API', response)
    },
  }
}
