import '@mantine/dropzone/styles.css'
import { MAX_UPLOAD_BYTES, type MediaItem, SITE_IMAGE_MIME_TYPES } from '@labsite/shared'
import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core'
import { Dropzone, type FileRejection } from '@mantine/dropzone'
import { IconLibraryPhoto, IconPhoto, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { NetworkError } from '../../lib/api-client'
import { uploadImage, useAdminUpload } from '../api'
import { usePlatform } from '../platform/PlatformProvider'
import { showAdminToast } from './admin-toast'
import { MediaPickerModal } from './media/MediaPickerModal'
import { toPercent, UploadProgress } from './UploadProgress'

export interface ImageFieldProps {
  label: string
  value: string
  onChange: (url: string) => void
  required?: boolean
  /** A picture chosen from the media library (its url already went to onChange): e.g. take its alt text. */
  onPickFromLibrary?: (item: MediaItem) => void
}

const UPLOAD_FAILED = 'Upload failed'

/**
 * An image address: typed in, or uploaded (dropped on the zone or picked with the platform's file
 * picker) to POST /uploads, whose URL then fills the field. Shows progress and a preview.
 */
export const IMAGE_KEPT_TOAST = {
  title: 'Image kept offline',
  message: 'It uploads when the server is reachable, before the save that uses it.',
} as const

export function ImageField({ label, value, onChange, required, onPickFromLibrary }: ImageFieldProps) {
  const send = useAdminUpload()
  const { pickFiles, keepImageOffline } = usePlatform()
  const [progress, setProgress] = useState<number | null>(null)
  const [choosing, setChoosing] = useState(false)

  async function upload(file: File | undefined) {
    if (!file) return
    setProgress(0)
    try {
      const result = await uploadImage(send, file, (fraction) => setProgress(toPercent(fraction)))
      onChange(result.url)
    } catch (uploadError) {
      let error = uploadError
      // The desktop keeps an image picked offline and uploads it before the save that names it.
      if (error instanceof NetworkError && keepImageOffline) {
        try {
          onChange(await keepImageOffline(file))
          showAdminToast({ ...IMAGE_KEPT_TOAST, color: 'blue' })
          return
        } catch (keepError) {
          error = keepError
        }
      }
      const message = error instanceof Error ? error.message : 'The image could not be uploaded.'
      showAdminToast({ title: UPLOAD_FAILED, message, color: 'red' })
    } finally {
      setProgress(null)
    }
  }

  function rejected(rejections: FileRejection[]) {
    const message = rejections[0]?.errors[0]?.message ?? 'This file cannot be uploaded.'
    showAdminToast({ title: UPLOAD_FAILED, message, color: 'red' })
  }

  const uploading = progress !== null
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          label={label}
          required={required}
          placeholder="https://… or /uploads/…"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <Button
          variant="outline"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={uploading}
          disabled={uploading}
          onClick={async () => upload((await pickFiles({ accept: 'image' }))[0])}
        >
          Upload
        </Button>
        <Button
          variant="outline"
          leftSection={<IconLibraryPhoto size={16} aria-hidden />}
          disabled={uploading}
          onClick={() => setChoosing(true)}
          aria-label={`Choose from library for ${label}`}
        >
          Choose from library
        </Button>
      </Group>
      <MediaPickerModal
        opened={choosing}
        label={label}
        onClose={() => setChoosing(false)}
        onPick={(item) => {
          onChange(item.url)
          onPickFromLibrary?.(item)
        }}
      />
      <Dropzone
        onDrop={(files) => upload(files[0])}
        onReject={rejected}
        accept={SITE_IMAGE_MIME_TYPES}
        maxSize={MAX_UPLOAD_BYTES}
        multiple={false}
        activateOnClick={false}
        activateOnKeyboard={false}
        disabled={uploading}
        p="sm"
        aria-label={`Drop an image for ${label}`}
      >
        <Group justify="center" gap="xs" mih={48} style={{ pointerEvents: 'none' }}>
          <IconPhoto size={20} aria-hidden />
          <Text size="sm">Drag an image here to upload it</Text>
        </Group>
      </Dropzone>
      {uploading ? <UploadProgress value={progress} label={`Uploading ${label}`} /> : null}
      {value ? (
        <Image
          src={value}
          alt={`${label} preview`}
          w={160}
          h={100}
          width={160}
          height={100}
          fit="cover"
          radius="sm"
          loading="lazy"
        />
      ) : null}
    </Stack>
  )
}
