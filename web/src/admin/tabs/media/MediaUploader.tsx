import '@mantine/dropzone/styles.css'
import { MAX_UPLOAD_BYTES, SITE_IMAGE_MIME_TYPES } from '@labsite/shared'
import { Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconCheck, IconPhoto, IconUpload } from '@tabler/icons-react'
import { showAdminToast } from '../../components/admin-toast'
import { usePlatform } from '../../platform/PlatformProvider'
import { type MediaUpload, useMediaUploads } from './use-media-uploads'

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
      {upload.state === 'uploading' && upload.progress === null ? (
        <Loader size="xs" type="dots" aria-label={`Uploading ${upload.name}`} />
      ) : null}
      {upload.state === 'uploading' && upload.progress !== null ? (
        <Progress value={upload.progress} aria-label={`Uploading ${upload.name}`} animated />
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

/** Adds pictures to the library: several at once, dropped or picked, each with its own progress. */
export function MediaUploader() {
  const { pickFiles } = usePlatform()
  const { uploads, add } = useMediaUploads()

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
        {uploads.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  )
}
