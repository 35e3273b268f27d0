/**
 * A multipart/form-data body with one file field (`file`) after any text fields, as a browser's FormData sends it: the
 * payload and the `content-type` header to send it with (`app.inject({ payload, headers: { ...headers } })`).
 */
export function fileUpload(
  file: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----jobportal-test-boundary';
  const payload = Buffer.concat([
    // Fields first, as a form puts them before its file input.
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
