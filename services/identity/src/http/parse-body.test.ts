import { z } from 'zod';
import { ValidationError } from '@shop/service-kit';
import { parseBody } from './parse-body';

describe('parseBody', () => {
  const schema = z.strictObject({ name: z.string().min(1, 'Name is required') });

  it('when the body fits, then the parsed value is answered', () => {
    expect(parseBody(schema, { name: 'a' })).toEqual({ name: 'a' });
  });

  it('when a key is unknown or a custom rule fails, then a ValidationError names the field or keeps the message', () => {
    expect(() => parseBody(schema, { name: 'a', is_admin: true })).toThrow(ValidationError);
    expect(() => parseBody(schema, { name: 'a', is_admin: true })).toThrow(/^body: Unrecognized key/);
    expect(() => parseBody(schema, { name: '' })).toThrow('Name is required');
  });
});
