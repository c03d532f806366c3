import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './files';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * S3_URL = s3://KEY:SECRET@HOST[:PORT]/BUCKET?region=eu-west-1&forcePathStyle=true&tls=false
 * (no host: Amazon's own endpoint for the region). Key and secret are URL-encoded like any URL password.
 */
export function parseS3Url(value: string): S3Settings {
  const url = new URL(value);
  if (url.protocol !== 's3:') throw new Error('S3_URL must start with s3://');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || !url.username || !url.password) throw new Error('S3_URL needs a key, a secret and a bucket: s3://KEY:SECRET@HOST/BUCKET');
  const scheme = url.searchParams.get('tls') === 'false' ? 'http' : 'https';
  return {
    ...(url.host ? { endpoint: `${scheme}://${url.host}` } : {}),
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    // MinIO, Ceph and most self-hosted stores want /bucket/key rather than bucket.host/key.
    forcePathStyle: url.searchParams.get('forcePathStyle') !== 'false',
  };
}

/** Uploaded files in an S3-compatible bucket (AWS, Scaleway, OVH, MinIO…), under the same keys as the local folder. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error as { name?: string }).name === 'NoSuchKey' ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
