/**
 * A multipart/form-data body with one file field (`file`), as a browser's FormData sends it: the
 * payload and the `content-type` header to send it with (`app.inject({ payload, headers: { ...headers } })`).
 */
export function fileUpload(
  file: Buffer,
  filename: string,
  type: string,
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----jobportal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
