import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '#server/config.js';
import { makeTempDir, removeDir } from './temp-dir.js';

// The only credentials s3rver accepts; it checks request signatures against them.
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';
const region = 'us-east-1';

export type S3TestServer = {
  endpoint: string;
  /** The env variables that point the app at this server and bucket. */
  env(bucket: string): Record<string, string>;
  settings(bucket: string): S3Settings;
  createBucket(bucket: string): Promise<void>;
  /** A client of its own, to look at what was stored without going through the code under test. */
  client: S3Client;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free local port, storing in a temp folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = makeTempDir('s3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    removeDir(directory);
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    bucket,
    region,
    endpoint,
    accessKeyId,
    secretAccessKey,
  });
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
  });
  return {
    endpoint,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    settings,
    client,
    createBucket: async (bucket) => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    close: async () => {
      client.destroy();
      try {
        await server.close();
      } finally {
        removeDir(directory);
      }
    },
  };
}
