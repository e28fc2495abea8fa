import type { SiteSettings } from '@labsite/shared'
import { Alert, Center, Loader, Title } from '@mantine/core'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useCanEdit } from '../../hooks/use-can-edit'
import { useDocument } from '../../hooks/use-document'
import { SiteSettingsForm } from './SiteSettingsForm'

/** Site name, logo, hero image and favicon (spec §2), with previews. */
export default function SettingsTab() {
  const canEdit = useCanEdit()
  const settings = useDocument<SiteSettings>('site-settings')
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Site settings
      </Title>
      {canEdit ? null : <ReadOnlyNote />}
      {settings.error ? (
        <Alert color="red">Error: {settings.error}</Alert>
      ) : settings.stored ? (
        <SiteSettingsForm
          initial={settings.stored}
          version={settings.version}
          canEdit={canEdit}
          onSaved={settings.setStored}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading site settings" />
        </Center>
      )}
    </>
  )
}
