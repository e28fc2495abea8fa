import type { GlobalSettings } from '@labsite/shared'
import { Alert, Center, Group, Loader, Stack, Title } from '@mantine/core'
import { globalSettingsQuery } from '../../api'
import { HistoryButton } from '../../components/history/HistoryButton'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useDocument } from '../../hooks/use-admin-resource'
import { useCanEdit } from '../../hooks/use-can-edit'
import { CollectionFeeForm } from './CollectionFeeForm'
import { confirmCurrencyRestore } from './CurrencyChangeDialog'
import { CurrencyLanguageForm } from './CurrencyLanguageForm'
import { GstinForm } from './GstinForm'

/**
 * The global settings, each part its own form over the one document: the default currency and
 * language (with the preview), the home-collection fee and the GSTIN; History restores a version.
 */
export default function GlobalTab() {
  const canEdit = useCanEdit()
  const { stored, version, error, setStored } = useDocument(globalSettingsQuery)

  if (error) return <Alert color="red">Error: {error}</Alert>
  if (!stored) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading global settings" />
      </Center>
    )
  }

  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Global settings
        </Title>
        <HistoryButton
          variant="button"
          target={{ resource: 'global-settings', id: 'global-settings' }}
          name="Global settings"
          onRestored={(settings) => setStored(settings as GlobalSettings)}
          confirmRestore={confirmCurrencyRestore(stored.currency)}
        />
      </Group>
      {canEdit ? null : <ReadOnlyNote />}
      <CurrencyLanguageForm settings={stored} version={version} canEdit={canEdit} onSaved={setStored} />
      <CollectionFeeForm settings={stored} version={version} canEdit={canEdit} onSaved={setStored} />
      <GstinForm settings={stored} version={version} canEdit={canEdit} onSaved={setStored} />
    </Stack>
  )
}
