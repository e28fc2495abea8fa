import path from 'node:path'
import fp from 'fastify-plugin'
import {
  fileSender,
  type PhoneChannel,
  type PhoneSender,
  smsSender,
  whatsAppSender,
} from '../messages/phone-senders'

declare module 'fastify' {
  interface FastifyInstance {
    /** The sender of each channel besides e-mail: its provider (SMS_PROVIDER, WHATSAPP_PROVIDER) or files. */
    phoneSenders: Record<PhoneChannel, PhoneSender>
  }
}

/** SMS and WhatsApp senders for the outbox, chosen by configuration, as the mailer is by SMTP_URL. */
export default fp(
  async (app) => {
    const { sms, whatsapp } = app.config.phoneMessages
    const outbox = path.join(app.config.dataDir, 'outbox')
    app.decorate('phoneSenders', {
      sms: sms ? smsSender(sms) : fileSender(path.join(outbox, 'sms')),
      whatsapp: whatsapp ? whatsAppSender(whatsapp) : fileSender(path.join(outbox, 'whatsapp')),
    })
  },
  { name: 'phone-messages', dependencies: ['config'] },
)
