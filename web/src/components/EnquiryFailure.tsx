import { Alert } from '@mantine/core'

/** Why an enquiry was not sent, announced at once; nothing while there is no failure. */
export function EnquiryFailure({ title, failure }: { title: string; failure: string | null }) {
  if (!failure) return null
  return (
    <Alert color="red" role="alert" title={title}>
      {failure}
    </Alert>
  )
}
