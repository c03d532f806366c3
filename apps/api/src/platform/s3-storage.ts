import type { S3Client } from '@aws-sdk/client-s3';
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

/**
 * The SDK is loaded when first used: it is the largest of the server's imports (about half a second), and most
 * installations keep their files in the data folder (decision 071: start time).
 */
const sdk = () => import('@aws-sdk/client-s3');

async function clientOf(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
}

/**
 * Every object of the bucket as it is now, with its version id when the bucket keeps versions: what a backup of the
 * database records so that the files its rows name can be brought back to the same versions (decision 071).
 * A store without versioning answers no version ids (null): the listing then only says which files existed.
 */
export async function s3Inventory(settings: S3Settings) {
  const { ListObjectVersionsCommand, ListObjectsV2Command } = await sdk();
  const client = await clientOf(settings);
  const Bucket = settings.bucket;
  const objects: { key: string; versionId: string | null; etag: string | null; size: number }[] = [];
  try {
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    do {
      const page = await client.send(new ListObjectVersionsCommand({ Bucket, KeyMarker, VersionIdMarker }));
      for (const v of page.Versions ?? [])
        if (v.IsLatest && v.Key) objects.push({ key: v.Key, versionId: v.VersionId ?? null, etag: v.ETag ?? null, size: v.Size ?? 0 });
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      VersionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (KeyMarker);
  } catch {
    objects.length = 0;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const o of page.Contents ?? [])
        if (o.Key) objects.push({ key: o.Key, versionId: null, etag: o.ETag ?? null, size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } finally {
    client.destroy();
  }
  return { bucket: Bucket, objects };
}

/** Uploaded files in an S3-compatible bucket (AWS, Scaleway, OVH, MinIO…), under the same keys as the local folder. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  let opened: Promise<S3Client> | null = null;
  const client = () => (opened ??= clientOf(settings));
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      const { PutObjectCommand } = await sdk();
      await (await client()).send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await sdk();
      try {
        const out = await (await client()).send(new GetObjectCommand({ Bucket, Key: key }));
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
      const { DeleteObjectCommand } = await sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
