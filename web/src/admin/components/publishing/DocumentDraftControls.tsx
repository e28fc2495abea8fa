import type { DocumentDraftState, DraftDocumentKey } from '@labsite/shared'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useState } from 'react'
import { documentDraft } from '../../api'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'
import { READABLE_DESCRIPTION } from '../../lib/readable-styles'
import { fromLocalInput, toLocalInput } from './publishing-values'
import { usePreviewLink } from './use-preview-link'

const NO_DRAFT: DocumentDraftState = { draft: null, publishAt: null, updatedAt: null }

export interface DocumentDraftControlsProps<T> {
  documentKey: DraftDocumentKey
  /** 'Banner', 'About Us': names the draft in buttons and toasts. */
  label: string
  /** The document as the form holds it now (what "Save as draft" keeps). */
  current: () => T
  /** Puts the saved draft into the form, to go on editing it. */
  onLoadDraft: (draft: T) => void
  canEdit: boolean
}

/**
 * The draft of the banner or About: the form's values can be kept as a draft that the
 * public site never shows, previewed with a signed link, published now or at a chosen time (the
 * server's scheduler does it), or discarded. "Save" in the form above still publishes at once.
 */
export function DocumentDraftControls<T>({
  documentKey,
  label,
  current,
  onLoadDraft,
  canEdit,
}: DocumentDraftControlsProps<T>) {
  const drafts = documentDraft(documentKey)
  const draftState = useAdminResource(drafts.read, NO_DRAFT)
  const { draft, publishAt } = draftState.data
  const save = useAdminSave()
  const preview = usePreviewLink(documentKey)
  const [publishAtLocal, setPublishAtLocal] = useState<string | null>(null)
  const timeShown = publishAtLocal ?? toLocalInput(publishAt)
  const lower = label.toLowerCase()

  const saveDraft = () =>
    save<DocumentDraftState>({
      ...drafts.save(
        { value: current(), publishAt: fromLocalInput(timeShown) },
        `Save a draft of the ${lower}`,
      ),
      successMessage: {
        title: 'Draft saved',
        message: timeShown
          ? `The ${lower} draft will be published at ${formatDateTime(fromLocalInput(timeShown) ?? '')}.`
          : `The ${lower} draft was saved; the site still shows the published ${lower}.`,
      },
      onSaved: (state) => {
        draftState.setData(state)
        setPublishAtLocal(null)
      },
    })
  const publishDraft = () =>
    save({
      ...drafts.publish(`Publish the ${lower} draft`),
      successMessage: { title: 'Draft published', message: `The site now shows the ${lower} draft.` },
      onSaved: () => draftState.setData(NO_DRAFT),
    })
  const discardDraft = () =>
    save({
      ...drafts.discard(`Discard the ${lower} draft`),
      successMessage: { title: 'Draft discarded', message: `The ${lower} draft was discarded.` },
      onSaved: () => draftState.setData(NO_DRAFT),
    })

  return (
    <Paper withBorder p="sm" radius="sm" mt="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={3} size="h5">
            {`${label} draft`}
          </Title>
          {draft ? (
            <Badge color="gray.8" variant="light">
              {publishAt ? `Draft · publishes ${formatDateTime(publishAt)}` : 'Draft saved'}
            </Badge>
          ) : (
            <Text size="sm">No draft: the site shows what is saved above.</Text>
          )}
        </Group>
        {canEdit ? (
          <TextInput
            type="datetime-local"
            label={`Publish the ${lower} draft at`}
            description="Empty: only when you press Publish draft"
            styles={READABLE_DESCRIPTION}
            maw={320}
            value={timeShown}
            onChange={(event) => setPublishAtLocal(event.currentTarget.value)}
          />
        ) : null}
        <Group gap="xs">
          {canEdit ? (
            <Button variant="default" onClick={() => void saveDraft()}>
              Save as draft
            </Button>
          ) : null}
          {canEdit && draft ? (
            <>
              <Button variant="default" onClick={() => onLoadDraft(draft as T)}>
                Edit draft
              </Button>
              <Button variant="light" onClick={() => void publishDraft()}>
                Publish draft
              </Button>
              <Button variant="subtle" color="red" onClick={() => void discardDraft()}>
                Discard draft
              </Button>
            </>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            loading={preview.busy}
            aria-label={`Preview: ${lower}`}
            onClick={() => void preview.open()}
          >
            Preview
          </Button>
        </Group>
        {preview.link ? (
          <Text size="sm">
            <Anchor href={preview.link.url} target="_blank" rel="noopener">
              Open preview of the home page
            </Anchor>{' '}
            (link valid until {formatDateTime(preview.link.expiresAt)})
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}
