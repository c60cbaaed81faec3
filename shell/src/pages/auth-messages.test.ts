import { ApiError } from '@shop/ui-kit';
import { pageTranslator } from '../i18n/messages';
import { loginFailure, signupFailure } from './auth-messages';

describe('login and signup failure messages', () => {
  const en = () => pageTranslator('en');

  it("when the server explains the failure, then its message is shown", () => {
    expect(loginFailure(new ApiError(401, 'UNAUTHORIZED', 'Invalid email or password', true), en())).toBe('Invalid email or password');
    expect(signupFailure(new ApiError(409, 'CONFLICT', 'Email already registered', true), en())).toBe('Email already registered');
  });

  it('when the server answers without a message, then the screen says it failed', () => {
    expect(loginFailure(new ApiError(502, 'HTTP_ERROR', 'Request failed with status 502', false), en())).toBe(
      'Login failed. Please try again.',
    );
    expect(signupFailure(new ApiError(500, 'HTTP_ERROR', 'Request failed with status 500', false), en())).toBe(
      'Signup failed. Please try again.',
    );
  });

  it('when no answer came back at all, then it is an unexpected error', () => {
    expect(loginFailure(new ApiError(0, 'NETWORK_ERROR', 'Network error', false), en())).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(loginFailure(new Error('boom'), en())).toBe('An unexpected error occurred. Please try again.');
  });

  it('when the page is Arabic, then the fallback texts are Arabic', () => {
    expect(loginFailure(new ApiError(502, 'HTTP_ERROR', 'Request failed with status 502', false), pageTranslator('ar'))).toBe(
      'تعذّر تسجيل الدخول. حاول مرة أخرى.',
    );
  });
});
