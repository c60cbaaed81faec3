import { useEffect, useState, type FormEvent } from 'react';
import type { User } from '@shop/contracts';
import { useAuth, useToast } from '@shop/app-context';
import { ApiError, Button, ButtonLink, Notice, SelectField, TextField, errorMessage } from '@shop/ui-kit';
import { fetchProfile, saveProfile } from './profile-api';
import { GENDERS, accountType, orNA, profileForm, profileUpdateBody, type ProfileForm } from './profile-rules';
import styles from './ProfilePage.module.css';

const LOAD_FAILED = 'Failed to fetch profile data. Please try logging in again.';
const AUTH_FAILED = 'Authentication error. Please log in again.';

export default function ProfilePage() {
  const { user: signedIn, loading: authLoading, setUser } = useAuth();
  const toast = useToast();
  const [profile, setProfile] = useState<User>();
  const [loadError, setLoadError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchProfile(signedIn._id).then(
      (user) => current && (setProfile(user), setForm(profileForm(user))),
      (error: unknown) => {
        console.error('Failed to fetch profile', error);
        if (current) setLoadError(error instanceof ApiError && error.status === 401 ? AUTH_FAILED : LOAD_FAILED);
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (authLoading) return <p className={styles.state}>Loading...</p>;
  if (!signedIn) {
    return (
      <div className={styles.state}>
        <p>Please log in to view your profile.</p>
        <ButtonLink to="/login">Log in</ButtonLink>
      </div>
    );
  }
  if (loadError) {
    return (
      <div className={styles.state}>
        <Notice type="error">{loadError}</Notice>
      </div>
    );
  }
  if (!profile || !form) return <p className={styles.state}>Loading...</p>;

  const startEditing = () => {
    setEditing(true);
    toast.info('Editing enabled.');
  };
  const cancelEditing = () => {
    setEditing(false);
    setForm(profileForm(profile));
    toast.info('Editing cancelled.');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveProfile(profile._id, profileUpdateBody(form));
      setProfile(saved);
      setForm(profileForm(saved));
      setUser(saved);
      setEditing(false);
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error(errorMessage(error, 'Error updating profile'));
    } finally {
      setSaving(false);
    }
  };
  const field = (key: keyof ProfileForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    disabled: !editing,
  });
  const address = profile.address ?? {};

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {profile.first_name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h1 className={styles.name}>
            {profile.first_name} {profile.last_name}
          </h1>
          {profile.job_title?.trim() && <p className={styles.job}>{profile.job_title}</p>}
        </div>
        <ButtonLink to="/profile/orders" variant="secondary" size="small" className={styles.ordersLink}>
          My orders
        </ButtonLink>
      </header>
      <div className={styles.grid}>
        <form className={styles.card} onSubmit={(event) => void save(event)} aria-labelledby="profile-info">
          <div className={styles.cardHeader}>
            <h2 id="profile-info" className={styles.cardTitle}>
              Profile Information
            </h2>
            <div className={styles.buttons}>
              {editing ? (
                <>
                  <Button variant="ghost" size="small" onClick={cancelEditing} disabled={saving}>
                    Cancel
                  </Button>
                  <Button type="submit" size="small" disabled={saving}>
                    Save Changes
                  </Button>
                </>
              ) : (
                <Button size="small" variant="secondary" onClick={startEditing}>
                  Edit Profile
                </Button>
              )}
            </div>
          </div>
          <div className={styles.fields}>
            <TextField label="First Name" autoComplete="given-name" {...field('first_name')} />
            <TextField label="Last Name" autoComplete="family-name" {...field('last_name')} />
            <TextField label="Email" type="email" value={profile.email} readOnly />
            <TextField label="Job Title" {...field('job_title')} />
            <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone_number')} />
            <TextField label="Second Phone Number" type="tel" {...field('second_phone_number')} />
            <SelectField label="Gender" {...field('gender')}>
              <option value="">Select gender</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </SelectField>
            <TextField label="Account Type" value={accountType(profile)} readOnly />
          </div>
        </form>
        <section className={styles.card} aria-labelledby="address-info">
          <div className={styles.cardHeader}>
            <h2 id="address-info" className={styles.cardTitle}>
              Address Information
            </h2>
          </div>
          <dl className={styles.details}>
            {(
              [
                ['Street', address.street],
                ['City', address.city],
                ['Country', address.country],
                ['Floor', address.floor],
                ['Apartment', address.apt],
                ['Landmark', address.landmark],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{orNA(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
