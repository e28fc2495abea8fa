import { Alert, Center, Loader, Title } from '@mantine/core'
import { siteSettingsQuery } from '../../api'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useDocument } from '../../hooks/use-admin-resource'
import { useCanEdit } from '../../hooks/use-can-edit'
import { PageSeoSection } from './PageSeoSection'
import { SiteSettingsForm } from './SiteSettingsForm'

/** Site name, logo and favicon, with previews; the hero pictures are the Backgrounds tab. */
export default function SettingsTab() {
  const canEdit = useCanEdit()
  const settings = useDocument(siteSettingsQuery)
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
      <PageSeoSection canEdit={canEdit} settings={settings.stored} />
    </>
  )
}
