import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logInAdmin, type Account } from '../support/accounts';
import { cspForbidsInjectedScript } from '../support/http';
import { useStack } from '../support/stack';
import { expectNoEffect } from '../support/state';
import { PNG, multipartForm, productFields, type FormFile } from '../support/uploads';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const pngNamed = (filename: string): FormFile => ({
  field: 'image',
  filename,
  contentType: 'image/png',
  bytes: PNG,
});

/**
 * ASVS 12.1.1 (size limits), 12.2.1 (type judged by content), 12.3.1 / 12.3.2 (file names never reach a file
 * system), 12.4.1 (stored outside the web root), 12.5.2 (uploads never served as HTML or script).
 */
describe('V12 file uploads', () => {
  const stack = useStack();
  let admin: Account;
  beforeAll(async () => {
    admin = await logInAdmin(stack);
  });

  const upload = (file: FormFile, fields = productFields()) => {
    const form = multipartForm(fields, file);
    return admin.client.request('POST', '/api/products', { raw: form.body, contentType: form.contentType });
  };

  it('when an admin uploads a real image through the gateway, then the product is made with it', async () => {
    const answer = await upload(pngNamed('serum.png'));
    expect(answer.status).toBe(201);
    const image = await stack.gateway.get(answer.body.data.image);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('when a text or HTML file is named .png and declared image/png, then 415 and nothing is stored', async () => {
    const lies: FormFile[] = [
      {
        field: 'image',
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: Buffer.from('just some text'),
      },
      {
        field: 'image',
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: Buffer.from('<script>alert(1)</script>'),
      },
      {
        field: 'image',
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
    ];
    await expectNoEffect(stack, async () => {
      for (const file of lies) {
        const answer = await upload(file);
        expect({ file: file.bytes.toString(), status: answer.status, code: answer.body.code }).toEqual({
          file: file.bytes.toString(),
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    });
  });

  it('when an image is over 5 MB, then 413 at the catalog; over the upload limit, 413 at the gateway; nothing stored', async () => {
    const justOver = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const wayOver = Buffer.concat([PNG, Buffer.alloc(7 * 1024 * 1024)]);
    await expectNoEffect(stack, async () => {
      const atCatalog = await upload({
        field: 'image',
        filename: 'big.png',
        contentType: 'image/png',
        bytes: justOver,
      });
      expect([atCatalog.status, atCatalog.body]).toEqual([
        413,
        { error: 'Image must be at most 5 MB', code: 'PAYLOAD_TOO_LARGE' },
      ]);
      const atGateway = await upload({
        field: 'image',
        filename: 'huge.png',
        contentType: 'image/png',
        bytes: wayOver,
      });
      expect([atGateway.status, atGateway.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    });
  });

  it('when a file name climbs out of folders or names an absolute path, then the image is stored by id only', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/tmp/security-owned.png',
      '%2e%2e%2fsecret.png',
    ];
    const tmpBefore = new Set(fs.readdirSync(os.tmpdir()));
    for (const filename of names) {
      const answer = await upload(pngNamed(filename));
      expect(answer.status).toBe(201);
      const imageId = /^\/api\/images\/([0-9a-f]{24})$/.exec(answer.body.data.image)?.[1];
      expect(imageId).toBeDefined();
      const stored = await stack.services.catalog.db
        .collection('images.files')
        .findOne({ filename: imageId });
      expect(stored).not.toBeNull();
    }
    const storedNames = await stack.services.catalog.db.collection('images.files').distinct('filename');
    expect(storedNames.every((name) => /^[0-9a-f]{24}$/.test(String(name)))).toBe(true);
    expect(fs.existsSync(path.resolve(process.cwd(), '../../etc/passwd.png'))).toBe(false);
    expect(fs.existsSync('/etc/passwd.png')).toBe(false);
    expect(fs.existsSync('/tmp/security-owned.png')).toBe(false);
    const newInTmp = fs.readdirSync(os.tmpdir()).filter((name) => !tmpBefore.has(name));
    expect(newInTmp.filter((name) => /passwd|win\.ini|security-owned|secret/.test(name))).toEqual([]);
  });

  it('when a PNG carries script after its header, then it is served only as image/png with nosniff', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>window.__xss=1</script></html>')]);
    const created = await upload({
      field: 'image',
      filename: 'x.html',
      contentType: 'text/html',
      bytes: polyglot,
    });
    expect(created.status).toBe(201);
    const image = await stack.gateway.get(created.body.data.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cspForbidsInjectedScript(image.headers.get('content-security-policy'))).toBe(true);
  });
});
