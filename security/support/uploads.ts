/** A real 2×2 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNYaZUCRAwQCgAk5gUd3fWhcwAAAABJRU5ErkJggg==',
  'base64',
);

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body written by hand, so file names and types say exactly what a test wants. */
export function multipartForm(
  fields: Record<string, string>,
  file?: FormFile,
): { body: Buffer; contentType: string } {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Glow Serum',
    description: 'A light serum',
    price: '320',
    product_category_id: 'null',
    ...overrides,
  };
}
