import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  IdParams,
  Referral,
  ReferralExportQuery,
  ReferralFields,
  ReferralListQuery,
  ReferralStatusBody,
} from '@labsite/shared'
import { ENQUIRY_UPDATE_REFUSALS, registerEnquiryList, updateEnquiry } from '../../lib/kits/enquiry-routes'
import { FORM_REFUSALS, formRateLimit, storeEnquiry } from '../../lib/kits/enquiry-submit'
import { newReferralMail } from '../../mail/enquiry-mails'
import { referralCsvColumns } from './referrals-csv'
import { createReferralsRepository } from './referrals-repository'

/** Refer and earn: public referrals with a server-made code; staff move their status. */
const referrals: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createReferralsRepository(app.knex)

  app.post(
    '/referrals',
    {
      config: { rateLimit: formRateLimit(app), idempotency: { replay: repository.findById } },
      schema: { tags: ['referrals'], body: ReferralFields, response: { 201: Referral, ...FORM_REFUSALS } },
    },
    async (request, reply) =>
      storeEnquiry(
        app,
        request,
        reply,
        'referral',
        (trx) => repository.insert(request.body, trx),
        newReferralMail,
      ),
  )

  registerEnquiryList(app, {
    path: '/referrals',
    tag: 'referrals',
    record: Referral,
    listQuery: ReferralListQuery,
    exportQuery: ReferralExportQuery,
    csvName: 'referrals',
    entity: 'referral',
    csvColumns: referralCsvColumns,
    repository,
  })

  app.put(
    '/referrals/:id/status',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['referrals'],
        params: IdParams,
        body: ReferralStatusBody,
        response: { 200: Referral, ...ENQUIRY_UPDATE_REFUSALS },
      },
    },
    async (request, reply) =>
      updateEnquiry(app, request, reply, {
        id: request.params.id,
        entity: 'referral',
        notFoundMessage: 'Referral not found',
        findForUpdate: repository.findForUpdate,
        apply: (current, trx) => repository.update(current.id, { status: request.body.status }, trx),
        auditView: ({ status, version }) => ({ status, version }),
      }),
  )
}

export default referrals
