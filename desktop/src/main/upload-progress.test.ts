import { describe, expect, it } from 'vitest'
import { EVENT_CHANNEL } from '../shared/channels'
import { UPLOAD_ID_HEADER, UPLOAD_SIZE_HEADER } from '../shared/upload-progress'
import { APP_URL } from './app-protocol'
import { pushUploadProgress, takeUploadTag } from './upload-progress'

const progress = { uploadId: 'c0ffee00-0000-4000-8000-000000000001', sent: 10, total: 100 }

describe("main's upload progress", () => {
  it("goes to the console's page only while the window shows the app", () => {
    const sent: unknown[][] = []
    let url = `${APP_URL}#/admin/media`
    const push = pushUploadProgress(
      () => ({ getURL: () => url, send: (...args) => sent.push(args) }),
      APP_URL,
    )

    push(progress)
    url = 'https://elsewhere.example/'
    push(progress)

    expect(sent).toEqual([[EVENT_CHANNEL, 'upload-progress', progress]])
  })

  it('takes the tag off the request; a malformed one means no progress, never a forwarded header', () => {
    const tagged = new Headers({ [UPLOAD_ID_HEADER]: progress.uploadId, [UPLOAD_SIZE_HEADER]: '2048' })
    expect(takeUploadTag(tagged)).toEqual({ uploadId: progress.uploadId, total: 2048 })
    expect([...tagged.keys()]).toEqual([])

    for (const [id, size] of [
      ['../../etc', '2048'],
      [progress.uploadId, '-1'],
      [progress.uploadId, '1e3x'],
    ]) {
      const headers = new Headers({ [UPLOAD_ID_HEADER]: id, [UPLOAD_SIZE_HEADER]: size })
      expect(takeUploadTag(headers)).toBeNull()
      expect([...headers.keys()]).toEqual([])
    }
  })
})
