import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@shop/service-kit';
import { recordAdminAction } from '../domain/audit';
import { adminContext } from './admin-context';

function fakeRequest(user: FastifyRequest['user']) {
  const info = jest.fn();
  const request = { user, log: { info } } as unknown as FastifyRequest;
  return { request, info };
}

describe('adminContext', () => {
  it('when an admin writes, then the request log records who did what to which document', async () => {
    const { request, info } = fakeRequest({
      userId: 'u1',
      email: 'admin@glow.example',
      isAdmin: true,
      tokenVersion: 0,
    });
    await recordAdminAction(adminContext(request), 'faq.deleted', { targetId: 'f1' });
    expect(info).toHaveBeenCalledWith(
      {
        audit: {
          actor: { userId: 'u1', email: 'admin@glow.example' },
          action: 'faq.deleted',
          targetId: 'f1',
        },
      },
      'admin action faq.deleted',
    );
  });

  it('when the request has no user, then it is refused rather than recorded anonymously', () => {
    const { request } = fakeRequest(null);
    expect(() => adminContext(request)).toThrow(UnauthorizedError);
  });
});
