import { useEffect, useState, type FormEvent } from 'react';
import type { User } from '@shop/contracts';
import { useAuth, useToast } from '@shop/app-context';
import { ApiError, Button, ButtonLink, FieldGrid, Notice, SelectField, TextField, errorMessage } from '@shop/ui-kit';
import { fetchProfile, saveProfile } from './profile-api';
import { GENDERS, accountType, orNA, profileForm, profileUpdateBody, type ProfileForm } from './profile-rules';
import styles from './ProfilePage.module.css';
import { usePageT as useT } from '../i18n/messages';

export default function ProfilePage() {
  const { user: signedIn, loading: authLoading, setUser } = useAuth();
  const toast = useToast();
  const t = useT();
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
        if (current) setLoadError(error instanceof ApiError && error.status === 401 ? t('profile.authFailed') : t('profile.loadFailed'));
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn, t]);

  if (authLoading) return <p className={styles.state}>{t('common.loading')}</p>;
  if (!signedIn) {
    return (
      <div className={styles.state}>
        <p>{t('profile.signIn')}</p>
        <ButtonLink to="/login">{t('common.logIn')}</ButtonLink>
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
  if (!profile || !form) return <p className={styles.state}>{t('common.loading')}</p>;

  const startEditing = () => {
    setEditing(true);
    toast.info(t('profile.editingOn'));
  };
  const cancelEditing = () => {
    setEditing(false);
    setForm(profileForm(profile));
    toast.info(t('profile.editingOff'));
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
      toast.success(t('profile.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('profile.saveFailed')));
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
          {t('account.orders')}
        </ButtonLink>
      </header>
      <div className={styles.grid}>
        <form className={styles.card} onSubmit={(event) => void save(event)} aria-labelledby="profile-info">
          <div className={styles.cardHeader}>
            <h2 id="profile-info" className={styles.cardTitle}>
              {t('profile.info')}
            </h2>
            <div className={styles.buttons}>
              {editing ? (
                <>
                  <Button variant="ghost" size="small" onClick={cancelEditing} disabled={saving}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" size="small" disabled={saving}>
                    {t('profile.save')}
                  </Button>
                </>
              ) : (
                <Button size="small" variant="secondary" onClick={startEditing}>
                  {t('profile.edit')}
                </Button>
              )}
            </div>
          </div>
          <FieldGrid>
            <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('first_name')} />
            <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('last_name')} />
            <TextField label={t('auth.email')} type="email" value={profile.email} readOnly />
            <TextField label={t('profile.jobTitle')} {...field('job_title')} />
            <TextField label={t('profile.phone')} type="tel" autoComplete="tel" {...field('phone_number')} />
            <TextField label={t('profile.phone2')} type="tel" {...field('second_phone_number')} />
            <SelectField label={t('profile.gender')} {...field('gender')}>
              <option value="">{t('profile.selectGender')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`profile.genders.${gender}`)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('profile.accountType')} value={t(`profile.accountTypes.${accountType(profile)}`)} readOnly />
          </FieldGrid>
        </form>
        <section className={styles.card} aria-labelledby="address-info">
          <div className={styles.cardHeader}>
            <h2 id="address-info" className={styles.cardTitle}>
              {t('profile.address')}
            </h2>
          </div>
          <dl className={styles.details}>
            {(
              [
                ['street', address.street],
                ['city', address.city],
                ['country', address.country],
                ['floor', address.floor],
                ['apartment', address.apt],
                ['landmark', address.landmark],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{t(`profile.addressParts.${label}`)}</dt>
                <dd>{value?.trim() ? orNA(value) : t('common.notAvailable')}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
