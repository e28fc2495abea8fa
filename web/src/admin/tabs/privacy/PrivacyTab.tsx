import { type ErasureReport, errorMessage, normalizePhone, PHONE_INVALID_MESSAGE } from '@labsite/shared'
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { erasePersonData, exportPersonData, useAdminClient } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { useAdminSave } from '../../hooks/use-admin-save'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What an erasure removed, in words. */
function erasedSummary(report: ErasureReport): string[] {
  return [
    `${report.bookings} booking enquiries with ${report.files} files`,
    `${report.contactMessages} contact messages`,
    `${report.referrals} referrals`,
    `${report.accounts} accounts`,
    `${report.mails} e-mails and ${report.idempotencyRecords} stored request answers`,
    `${report.payments} payment entries kept for the books without their name`,
  ]
}

/** Privacy duties (DPDP Act 2023): export or erase everything kept about an e-mail address. */
export default function PrivacyTab() {
  const client = useAdminClient()
  const save = useAdminSave()
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [exporting, setExporting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [erased, setErased] = useState<{ email: string; report: ErasureReport } | null>(null)
  const address = email.trim()
  const number = phone.trim()
  const phoneValid = !number || normalizePhone(number) !== null
  const valid = EMAIL.test(address) && phoneValid

  async function exportData() {
    setExporting(true)
    try {
      await exportPersonData(client, address, number)
    } catch (error) {
      showAdminToast({ title: 'Export failed', message: errorMessage(error), color: 'red' })
    } finally {
      setExporting(false)
    }
  }

  async function erase() {
    await save<ErasureReport>({
      ...erasePersonData(address, number),
      successMessage: { title: 'Erased', message: `Everything about ${address} has been erased.` },
      onSaved: (report) => setErased({ email: address, report }),
    })
  }

  return (
    <Stack maw={640}>
      <Title order={2} size="h3">
        Privacy
      </Title>
      <Text size="sm">
        A person may ask for a copy of everything the lab keeps about them, or for it to be erased: what they
        sent, what was sent under their account, and the staff searches for them. Finished enquiries are
        erased on their own after the retention period, and ones left open after twice that.
      </Text>
      <TextInput
        label="E-mail address of the person"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={address && !EMAIL.test(address) ? 'Enter a full e-mail address' : undefined}
      />
      <TextInput
        label="Their phone number (optional)"
        description="Also finds what they sent from another e-mail address, and bookings typed with their number"
        type="tel"
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={phoneValid ? undefined : `Phone ${PHONE_INVALID_MESSAGE}`}
      />
      <Group>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!valid}
          loading={exporting}
          onClick={exportData}
        >
          Export everything (zip)
        </Button>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!valid}
          onClick={() => setConfirming(true)}
        >
          Erase everything
        </Button>
      </Group>
      {erased ? (
        <div>
          <Text fw={600}>Erased for {erased.email}:</Text>
          <List size="sm">
            {erasedSummary(erased.report).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Erase personal data"
        what={`everything about ${address}: bookings and their files, messages, referrals, the account and e-mails`}
        onConfirm={erase}
      />
    </Stack>
  )
}
