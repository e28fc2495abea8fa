import { REFERRAL_CREDIT_RUPEES } from '@labsite/shared'
import { Alert, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrices } from '../../../i18n/use-locale'
import { ReferralForm } from './ReferralForm'

export type ReferralDialogProps = {
  opened: boolean
  onClose: () => void
}

/** The Refer and Earn dialog of the offers page: the form, then the thank-you message. */
export default function ReferralModal({ opened, onClose }: ReferralDialogProps) {
  const { t } = useTranslation()
  const { price } = usePrices()
  const credit = price(REFERRAL_CREDIT_RUPEES)
  const [sent, setSent] = useState(false)
  const close = () => {
    setSent(false)
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('referral.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      {sent ? (
        <Alert color="teal" role="status" title={t('messages.referralThanks')}>
          {t('referral.thanksText', { credit })}
        </Alert>
      ) : (
        <>
          <Text mb="md">{t('referral.intro', { credit })}</Text>
          <ReferralForm onSubmitted={() => setSent(true)} />
        </>
      )}
    </Modal>
  )
}
