import { EnvError } from '@shop/service-kit';
import { loadNotificationEnv } from './env';

describe('loadNotificationEnv', () => {
  it('when nothing is set, then the service runs on 4008 with database notification and sends to MailDev', () => {
    expect(loadNotificationEnv({})).toMatchObject({
      PORT: 4008,
      MONGO_DB: 'notification',
      SMTP_URL: 'smtp://127.0.0.1:1025',
    });
  });

  it('when SMTP_URL is set, then it overrides the local sink', () => {
    const env = loadNotificationEnv({ SMTP_URL: 'smtps://user:secret@relay.example.com:465' });
    expect(env.SMTP_URL).toBe('smtps://user:secret@relay.example.com:465');
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadNotificationEnv({ SMTP_URL: 'http://relay' })).toThrow(EnvError);
    expect(() => loadNotificationEnv({ SMTP_URL: 'http://relay' })).toThrow(/SMTP_URL/);
    expect(() => loadNotificationEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when an SMTP conversation may outlast the lease, then start-up stops', () => {
    expect(() => loadNotificationEnv({ SMTP_TIMEOUT_MS: '30000', SEND_LEASE_MS: '30000' })).toThrow(
      /SEND_LEASE_MS/,
    );
  });
});
