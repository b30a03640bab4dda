/** Where the S3 driver keeps files, from `S3_URL`. */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export const S3_URL_FORMAT =
  's3://ACCESS_KEY:SECRET_KEY@HOST[:PORT]/BUCKET[/PREFIX][?region=REGION&forcePathStyle=true] (s3+http:// for plain HTTP)';

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true`. `s3://` and
 * `s3+https://` talk HTTPS, `s3+http://` plain HTTP (a local test server). Key and secret are
 * percent-encoded when they hold `/`, `+` or `@`. Throws a one-line message naming the problem.
 */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_URL is not a URL; expected ${S3_URL_FORMAT}`);
  }
  const schemes: Record<string, string> = { 's3:': 'https', 's3+https:': 'https', 's3+http:': 'http' };
  const scheme = schemes[url.protocol];
  if (!scheme) {
    throw new Error(`S3_URL must start with s3://, s3+https:// or s3+http://; expected ${S3_URL_FORMAT}`);
  }
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/').filter(Boolean);
  if (!url.username || !url.password || !url.hostname || !bucket) {
    throw new Error(`S3_URL needs an access key, a secret, a host and a bucket; expected ${S3_URL_FORMAT}`);
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  return {
    endpoint: `${scheme}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: pathStyle === null ? true : ['true', '1', 'yes'].includes(pathStyle.toLowerCase()),
  };
}
