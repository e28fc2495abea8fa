import '@mantine/dropzone/styles.css'
import { MAX_UPLOAD_BYTES, SITE_IMAGE_MIME_TYPES } from '@labsite/shared'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconCheck, IconCloudUpload, IconPhoto, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { showAdminToast } from '../../components/admin-toast'
import { UploadProgress } from '../../components/UploadProgress'
import { usePlatform } from '../../platform/PlatformProvider'
import type { QueuedUploadRow } from '../../platform/platform-services'
import { type MediaUpload, useMediaUploads } from './use-media-uploads'

export const WAITING_TO_UPLOAD = 'Waiting to upload — will be added when the connection returns'

function UploadRow({ upload }: { upload: MediaUpload }) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end">
          {upload.name}
        </Text>
        <Text size="sm" c={upload.state === 'failed' ? 'red.9' : undefined}>
          {upload.state === 'waiting'
            ? 'Waiting'
            : upload.state === 'done'
              ? 'Added'
              : upload.state === 'failed'
                ? 'Failed'
                : upload.progress === null
                  ? 'Uploading…'
                  : `${upload.progress}%`}
        </Text>
      </Group>
      {upload.state === 'uploading' ? (
        <UploadProgress value={upload.progress} label={`Uploading ${upload.name}`} />
      ) : null}
      {upload.state === 'done' ? (
        <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-9)" />
      ) : null}
      {upload.message ? (
        <Text size="sm" c="red.9">
          {upload.message}
        </Text>
      ) : null}
    </li>
  )
}

/** An upload the console kept while offline: waiting for the server, or refused by it when sent. */
function QueuedRow({ upload, onDiscard }: { upload: QueuedUploadRow; onDiscard: () => void }) {
  const failed = upload.state === 'failed'
  // As in the console's waiting edits: discarding loses the kept copy, so it takes a second click.
  const [confirming, setConfirming] = useState(false)
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconCloudUpload size={16} aria-hidden />
          <Text size="sm" truncate="end">
            {upload.name}
          </Text>
        </Group>
        {failed ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="red.9">
              Failed
            </Text>
            {confirming ? (
              <>
                <Button
                  size="compact-xs"
                  color="red"
                  onClick={onDiscard}
                  aria-label={`Yes, discard ${upload.name}`}
                >
                  Yes, discard
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => setConfirming(true)}
                aria-label={`Discard ${upload.name}`}
              >
                Discard
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">{WAITING_TO_UPLOAD}</Text>
        )}
      </Group>
      {failed ? (
        <Text size="sm" c="red.9">
          {upload.message ?? 'The server did not add the picture.'}
        </Text>
      ) : null}
    </li>
  )
}

/** Adds pictures to the library: several at once, dropped or picked, each with its own progress. */
export function MediaUploader() {
  const { pickFiles } = usePlatform()
  const { uploads, queued, add, discard } = useMediaUploads()

  function discardQueued(upload: QueuedUploadRow) {
    discard(upload.id).catch((error: unknown) =>
      showAdminToast({
        title: `"${upload.name}" was not discarded`,
        message: error instanceof Error ? error.message : 'Try again.',
        color: 'red',
      }),
    )
  }

  function rejected(rejections: FileRejection[]) {
    for (const { file, errors } of rejections) {
      showAdminToast({
        title: `"${file.name}" was not added`,
        message: errors[0]?.message ?? 'This file cannot be uploaded.',
        color: 'red',
      })
    }
  }

  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Add pictures</Text>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={async () => {
              const files = await pickFiles({ accept: 'image', multiple: true })
              if (files.length > 0) void add(files)
            }}
          >
            Choose pictures
          </Button>
        </Group>
        <Dropzone
          onDrop={(files) => void add(files)}
          onReject={rejected}
          accept={SITE_IMAGE_MIME_TYPES}
          maxSize={MAX_UPLOAD_BYTES}
          multiple
          activateOnClick={false}
          activateOnKeyboard={false}
          p="md"
          aria-label="Drop pictures to add them to the library"
        >
          <Group justify="center" gap="xs" mih={64} style={{ pointerEvents: 'none' }}>
            <IconPhoto size={22} aria-hidden />
            <Text size="sm">Drag pictures here (several at once) to add them to the library</Text>
          </Group>
        </Dropzone>
        {uploads.length + queued.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
            {queued.map((upload) => (
              <QueuedRow key={upload.id} upload={upload} onDiscard={() => discardQueued(upload)} />
            ))}
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}
