import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createPrivateFileStore } from '../../lib/private-files'
import { createConsultationsRepository } from './consultations-repository'
import manageConsultations from './manage-consultations'
import submitConsultation from './submit-consultation'

/** Booking enquiries (DESIGN §4.3): public submission with private files, staff follow-up. */
const consultations: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createConsultationsRepository(app.knex)
  const store = createPrivateFileStore(app.config.dataDir, 'consultations')
  await store.prepare()
  await app.register(submitConsultation, { repository, store })
  await app.register(manageConsultations, { repository, store })
}

export default consultations
