import { useState, type FormEvent } from 'react';
import { Button, FieldGrid, Notice, SOCIAL_LABELS, SocialIcon, TextAreaField, TextField, siteBootstrap, useAsync } from '@shop/ui-kit';
import { fetchSocialLinks, fetchStats, sendContactMessage } from '../api/storefront-api';
import { Section } from '../shared/Section';
import { contactTiles } from './contact-rules';
import styles from './ContactSection.module.css';
import { useT } from '../i18n/messages';

const EMPTY = { first_name: '', last_name: '', email: '', phone_number: '', message: '' };
const NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok'] as const;

/** The #contact section: message form, social links that are set, phones, and three stat tiles. */
export function ContactSection() {
  const social = useAsync('social links', fetchSocialLinks, [], siteBootstrap().social);
  const stats = useAsync('statistics', fetchStats, [], siteBootstrap().stats);
  const [form, setForm] = useState(EMPTY);
  const t = useT();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'success' | 'error'>();
  const tiles = contactTiles(stats.data);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setResult(undefined);
    try {
      await sendContactMessage(form);
      setResult('success');
      setForm(EMPTY);
    } catch (error) {
      console.error('Contact message failed', error);
      setResult('error');
    } finally {
      setSending(false);
    }
  };

  const links = NETWORKS.flatMap((network) => {
    const url = social.data?.[network]?.trim();
    return url ? [{ network, url }] : [];
  });
  const phones = [social.data?.phone1, social.data?.phone2].map((phone) => phone?.trim()).filter((phone): phone is string => Boolean(phone));

  return (
    <Section id="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={t('contact.form')}>
          <FieldGrid>
            <TextField label={t('contact.firstName')} autoComplete="given-name" value={form.first_name} onChange={set('first_name')} />
            <TextField label={t('contact.lastName')} autoComplete="family-name" value={form.last_name} onChange={set('last_name')} />
          </FieldGrid>
          <FieldGrid>
            <TextField label={t('contact.email')} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
            <TextField label={t('contact.phone')} type="tel" autoComplete="tel" value={form.phone_number} onChange={set('phone_number')} />
          </FieldGrid>
          <TextAreaField label={t('contact.message')} value={form.message} onChange={set('message')} />
          {result === 'success' && (
            <Notice type="success" title={t('contact.successTitle')}>
              {t('contact.success')}
            </Notice>
          )}
          {result === 'error' && (
            <Notice type="error" title={t('contact.errorTitle')}>
              {t('contact.error')}
            </Notice>
          )}
          <Button type="submit" disabled={sending}>
            {t('contact.send')}
          </Button>
        </form>
        <div className={styles.aside}>
          {links.length > 0 && (
            <ul className={styles.social} aria-label={t('contact.follow')}>
              {links.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('contact.opensNewTab', { network: SOCIAL_LABELS[network] })}>
                    <SocialIcon name={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {phones.length > 0 && (
            <ul className={styles.phones} aria-label={t('contact.phones')}>
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    <SocialIcon name="phone" size={18} />
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.tiles}>
            <div className={styles.tile}>
              <span className={styles.tileValue}>{t('contact.minutes', { minutes: tiles.responseMinutes })}</span>
              <span className={styles.tileLabel}>{t('contact.responseTime')}</span>
            </div>
            <div className={styles.tile}>
              <span className={styles.tileValue}>{tiles.customersHelped}</span>
              <span className={styles.tileLabel}>{t('contact.helped')}</span>
            </div>
            <div className={styles.tile}>
              <span className={styles.tileValue}>{tiles.support}</span>
              <span className={styles.tileLabel}>{t('contact.support')}</span>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
