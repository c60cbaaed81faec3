import { accountType, normalizeGender, orNA, profileUpdateBody } from './profile-rules';

describe('profile rules', () => {
  it('when the gender is missing or unknown, then Other is sent', () => {
    expect(normalizeGender(undefined)).toBe('Other');
    expect(normalizeGender('')).toBe('Other');
    expect(normalizeGender('female')).toBe('Other');
    expect(normalizeGender('Female')).toBe('Female');
  });

  it('when the user is admin, moderator or neither, then the account type says so', () => {
    expect(accountType({ is_admin: true, is_moderator: true })).toBe('Admin');
    expect(accountType({ is_admin: false, is_moderator: true })).toBe('Moderator');
    expect(accountType({ is_admin: false, is_moderator: false })).toBe('User');
  });

  it('when an address part is empty, then it reads N/A', () => {
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('Zamalek')).toBe('Zamalek');
  });

  it('when the profile is saved, then the body is trimmed, has a valid gender and never an email or role', () => {
    const body = profileUpdateBody({
      first_name: ' Mona ',
      last_name: 'Adel',
      phone_number: ' 0100 ',
      second_phone_number: '',
      gender: 'unknown',
      job_title: 'Makeup artist',
    });
    expect(body).toEqual({
      first_name: 'Mona',
      last_name: 'Adel',
      phone_number: '0100',
      second_phone_number: '',
      gender: 'Other',
      job_title: 'Makeup artist',
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('is_admin');
  });
});
