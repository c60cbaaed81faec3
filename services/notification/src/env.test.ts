import { EnvError, loadEnv } from '@shop/service-kit';
import { notificationEnvSchema } from './env';

describe('the notification env', () => {
  it('when nothing is set, then the service runs on 4008 with database notification and sends to MailDev', () => {
    expect(loadEnv(notificationEnvSchema, {})).toMatchObject({
      PORT: 4008,
      MONGO_DB: 'notification',
      SMTP_URL: 'smtp://127.0.0.1:1025',
    });
  });

  it('when SMTP_URL is set, then it overrides the local sink', () => {
    const env = loadEnv(notificationEnvSchema, { SMTP_URL: 'smtps://user:secret@relay.example.com:465' });
    expect(env.SMTP_URL).toBe('smtps://user:secret@relay.example.com:465');
  });

  it('when a variable is malformed, then start-up stops naming it', () => {
    expect(() => loadEnv(notificationEnvSchema, { SMTP_URL: 'http://relay' })).toThrow(EnvError);
    expect(() => loadEnv(notificationEnvSchema, { SMTP_URL: 'http://relay' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv(notificationEnvSchema, { PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when an SMTP conversation may outlast the lease, then start-up stops', () => {
    expect(() => loadEnv(notificationEnvSchema, { SMTP_TIMEOUT_MS: '30000', SEND_LEASE_MS: '30000' })).toThrow(
      /SEND_LEASE_MS/,
    );
  });
});
