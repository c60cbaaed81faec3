import type { User } from '@shop/contracts';
import { editBody, editForm, normalizeGender } from './user-rules';

const user = (overrides: Partial<User>): User => ({
  _id: '65f1a2b3c4d5e6f708192a40',
  first_name: 'Mona',
  last_name: 'Adel',
  email: 'mona@shop.local',
  is_admin: false,
  is_moderator: false,
  isVerified: true,
  ...overrides,
});

// no gender stored: the form shows 'Other'
const ziad = user({
  _id: '3'.repeat(24),
  first_name: 'Ziad',
  last_name: 'Nour',
  email: 'a@x.eg',
  gender: undefined,
});

describe('users screen rules', () => {
  it('when the gender is missing or unknown, then it becomes Other', () => {
    expect(normalizeGender(undefined)).toBe('Other');
    expect(normalizeGender('male')).toBe('Other');
    expect(normalizeGender('Female')).toBe('Female');
  });

  it('when an edit is sent, then it carries name, phone, gender, address and role but never the email', () => {
    const form = editForm(ziad);
    expect(form.gender).toBe('Other');
    const body = editBody({
      ...form,
      first_name: ' Ziad ',
      city: 'Giza',
      gender: 'nonsense',
      is_admin: true,
    });
    expect(body).toEqual({
      first_name: 'Ziad',
      last_name: 'Nour',
      phone_number: '',
      gender: 'Other',
      address: { street: '', city: 'Giza', country: '', floor: '', apt: '', landmark: '' },
      is_admin: true,
    });
    expect(body).not.toHaveProperty('email');
  });
});
