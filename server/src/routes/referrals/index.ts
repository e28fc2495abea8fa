import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  Referral,
  ReferralExportQuery,
  ReferralFields,
  ReferralListQuery,
  type ReferralStatus,
  ReferralStatusBody,
} from '@labsite/shared'
import { registerEnquiryList, registerEnquiryUpdate } from '../../lib/enquiry-routes'
import { registerEnquirySubmit } from '../../lib/enquiry-submit'
import { newReferralMail } from '../../mail/enquiry-mails'
import { referralCsvColumns } from './referrals-csv'
import { createReferralsRepository } from './referrals-repository'

/** Refer and earn (DESIGN §4.4): public referrals with a server-made code; staff move their status. */
const referrals: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createReferralsRepository(app.knex)

  registerEnquirySubmit<ReferralFields, Referral>(app, {
    path: '/referrals',
    tag: 'referrals',
    entity: 'referral',
    body: ReferralFields,
    record: Referral,
    requiredText: ['referrerPhone', 'friendPhone'],
    insert: repository.insert,
    findById: repository.findById,
    staffMail: newReferralMail,
  })

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

  registerEnquiryUpdate<Referral, { status: ReferralStatus }>(app, {
    method: 'PUT',
    url: '/referrals/:id/status',
    tag: 'referrals',
    record: Referral,
    body: ReferralStatusBody,
    entity: 'referral',
    notFoundMessage: 'Referral not found',
    findForUpdate: repository.findForUpdate,
    apply: (current, { status }, trx) => repository.update(current.id, { status }, trx),
    auditView: ({ status, version }) => ({ status, version }),
  })
}

export default referrals
