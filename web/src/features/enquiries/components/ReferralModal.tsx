import { MESSAGES, REFERRAL_CREDIT_RUPEES } from '@labsite/shared'
import { Alert, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { ReferralForm } from './ReferralForm'

export type ReferralDialogProps = {
  opened: boolean
  onClose: () => void
}

/** The Refer and Earn dialog of the offers page: the form, then the thank-you message (spec §4). */
export default function ReferralModal({ opened, onClose }: ReferralDialogProps) {
  const [sent, setSent] = useState(false)
  const close = () => {
    setSent(false)
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Refer and Earn"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {sent ? (
        <Alert color="teal" role="status" title={MESSAGES.referralThanks}>
          We will let you know when your friend books. You earn up to Rs.{REFERRAL_CREDIT_RUPEES} credit per
          referral.
        </Alert>
      ) : (
        <>
          <Text mb="md">
            Invite a friend to book a test with us and earn up to Rs.{REFERRAL_CREDIT_RUPEES} credit per
            referral.
          </Text>
          <ReferralForm onSubmitted={() => setSent(true)} />
        </>
      )}
    </Modal>
  )
}
