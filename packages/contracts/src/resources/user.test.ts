import { signup, user } from '../__fixtures__/samples';
import { normalizeGender } from './gender';
import {
  AdminUpdateUserBody,
  LoginBody,
  LogoutBody,
  SignupBody,
  UpdateProfileBody,
  type User,
  UserListResponse,
  UserResponse,
} from './user';

const login = { email: 'mariam.hassan@example.com', password: 'Rose-Gold-2025', rememberMe: true };

describe('SignupBody', () => {
  it('when a visitor signs up with the four fields, then it passes and the email is normalised', () => {
    expect(SignupBody.parse({ ...signup, email: ' Mariam.Hassan@Example.com' }).email).toBe(
      'mariam.hassan@example.com',
    );
  });

  it.each(['is_admin', 'is_moderator', 'isVerified', '_id'])(
    'when %s is added, then signup is rejected',
    (key) => {
      expect(SignupBody.safeParse({ ...signup, [key]: true }).success).toBe(false);
    },
  );

  it.each([
    ['7 characters', 'Abc-123'],
    ['129 characters', 'a'.repeat(129)],
    ['an operator', { $gt: '' }],
  ])('when the password has %s, then it is rejected', (_label, password) => {
    expect(SignupBody.safeParse({ ...signup, password }).success).toBe(false);
  });

  it('when the password has exactly 8 or 128 characters, then it passes', () => {
    expect(SignupBody.safeParse({ ...signup, password: 'a'.repeat(8) }).success).toBe(true);
    expect(SignupBody.safeParse({ ...signup, password: 'a'.repeat(128) }).success).toBe(true);
  });

  it('when a name is blank or longer than 100, then it is rejected', () => {
    expect(SignupBody.safeParse({ ...signup, first_name: '  ' }).success).toBe(false);
    expect(SignupBody.safeParse({ ...signup, last_name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('LoginBody', () => {
  it('when a user logs in with rememberMe, then it passes; rememberMe may be left out', () => {
    expect(LoginBody.safeParse(login).success).toBe(true);
    expect(LoginBody.safeParse({ email: login.email, password: login.password }).success).toBe(true);
  });

  it.each(['email', 'password'])('when %s is {"$gt": ""}, then it is rejected', (key) => {
    expect(LoginBody.safeParse({ ...login, [key]: { $gt: '' } }).success).toBe(false);
  });

  it('when rememberMe is text or an extra key is sent, then it is rejected', () => {
    expect(LoginBody.safeParse({ ...login, rememberMe: 'yes' }).success).toBe(false);
    expect(LoginBody.safeParse({ ...login, is_admin: true }).success).toBe(false);
  });

  it('when logout sends anything but an empty object, then it is rejected', () => {
    expect(LogoutBody.safeParse({}).success).toBe(true);
    expect(LogoutBody.safeParse({ userId: '1' }).success).toBe(false);
  });
});

describe('normalizeGender', () => {
  it.each([
    ['Male', 'Male'],
    ['Female', 'Female'],
    ['Other', 'Other'],
    [undefined, 'Other'],
    [null, 'Other'],
    ['', 'Other'],
    ['male', 'Other'],
    ['Prefer not to say', 'Other'],
    [42, 'Other'],
  ])('when the gender is %p, then it becomes %p', (input, expected) => {
    expect(normalizeGender(input)).toBe(expected);
  });
});

describe('UpdateProfileBody', () => {
  const profile = {
    first_name: 'Mariam',
    last_name: 'Hassan',
    phone_number: '01001234567',
    second_phone_number: '',
    gender: 'Female',
    job_title: 'Pharmacist',
    address: {
      street: '12 El Tahrir St',
      city: 'Giza',
      country: 'Egypt',
      floor: '3',
      apt: '7',
      landmark: '',
    },
  };

  it('when a user saves the profile form, then it passes', () => {
    expect(UpdateProfileBody.parse(profile)).toEqual(profile);
  });

  it('when the gender is unknown, empty or null, then it is saved as Other', () => {
    expect(UpdateProfileBody.parse({ ...profile, gender: 'unknown' }).gender).toBe('Other');
    expect(UpdateProfileBody.parse({ ...profile, gender: '' }).gender).toBe('Other');
    expect(UpdateProfileBody.parse({ ...profile, gender: null }).gender).toBe('Other');
  });

  it('when the gender key is absent, then the stored gender is left alone', () => {
    expect(UpdateProfileBody.parse({ first_name: 'Mariam' })).toEqual({ first_name: 'Mariam' });
  });

  it('when the gender is an operator object, then it is rejected rather than normalised', () => {
    expect(UpdateProfileBody.safeParse({ gender: { $ne: 'Male' } }).success).toBe(false);
  });

  it.each([
    ['email', 'other@example.com'],
    ['is_admin', true],
    ['is_moderator', true],
    ['isVerified', true],
    ['password', 'NewPassword-1'],
  ])('when the user sends %s, then the update is rejected', (key, value) => {
    expect(UpdateProfileBody.safeParse({ ...profile, [key]: value }).success).toBe(false);
  });

  it('when the address carries an unknown key or an operator, then it is rejected', () => {
    expect(UpdateProfileBody.safeParse({ address: { zip: '12511' } }).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ address: { city: { $gt: '' } } }).success).toBe(false);
  });
});

describe('AdminUpdateUserBody', () => {
  it('when an admin promotes a user and fixes the gender, then it passes with the gender normalised', () => {
    expect(AdminUpdateUserBody.parse({ first_name: 'Mariam', is_admin: true, gender: 'F' })).toEqual({
      first_name: 'Mariam',
      is_admin: true,
      gender: 'Other',
    });
  });

  it('when an admin tries to change the email or the moderator flag, then it is rejected', () => {
    expect(AdminUpdateUserBody.safeParse({ email: 'x@example.com' }).success).toBe(false);
    expect(AdminUpdateUserBody.safeParse({ is_moderator: true }).success).toBe(false);
    expect(AdminUpdateUserBody.safeParse({ is_admin: 'true' }).success).toBe(false);
  });
});

describe('User responses', () => {
  it('when a user is encoded for the wire, then the password hash never goes out', () => {
    const stored = { ...user, passwordHash: '$argon2id$v=19$...', tokenVersion: 3 };
    const encoded = UserResponse.encode({ user: stored as User });
    expect(encoded.user).not.toHaveProperty('passwordHash');
    expect(encoded.user).not.toHaveProperty('tokenVersion');
  });

  it('when the admin lists users, then the answer is { users }', () => {
    expect(UserListResponse.safeParse({ users: [user] }).success).toBe(true);
    expect(UserListResponse.safeParse({ data: [user] }).success).toBe(false);
  });
});
