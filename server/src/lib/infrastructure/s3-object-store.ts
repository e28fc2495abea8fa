import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { FileStoreConfig } from '../../config'
import { checkKey, type ObjectStore } from './object-store'

// Its own module, loaded only when FILE_STORE=s3: the AWS SDK costs tens of MB a local store never needs.

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>

/** An S3 bucket (AWS, or any S3-compatible server through S3_ENDPOINT). */
export function createS3ObjectStore(
  config: S3Config,
): ObjectStore & { check: () => Promise<void>; close: () => void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Plain uploads with Content-Length: the SDK's default streaming checksums (aws-chunked bodies) are
    // not understood by every S3-compatible server, which would store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  })
  const Bucket = config.bucket
  return {
    kind: 's3',
    /** Fails with one clear line when the bucket cannot be reached (checked at startup). */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (error) {
        throw new Error(
          `cannot reach S3 bucket ${Bucket}: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`,
        )
      }
    },
    async putFile(sourcePath, key, contentType) {
      const { size } = await stat(sourcePath)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      )
      await rm(sourcePath, { force: true })
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }))
        return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
    close: () => client.destroy(),
  }
}
