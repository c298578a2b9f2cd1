import { PASSWORD_ACCOUNT_PROVIDER } from '@loci/shared';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth, useSession } from '../hooks/use-auth';
import { ProfileLanguage } from './profile-language';
import { ProfileNameForm } from './profile-name-form';
import { ProfilePasswordForm } from './profile-password-form';
import styles from './profile-screen.module.css';
import { ProfileSessions } from './profile-sessions';
import { ProfileSignInMethods } from './profile-sign-in-methods';
import { ProfileTokens } from './profile-tokens';

const messages = defineMessages({ title: { id: 'profile.title', defaultMessage: 'Profile Settings' } });

/** Profile Settings: full name, how the user signs in, password (password accounts only), other sessions, personal access tokens. */
export function ProfileScreen() {
  const auth = useAuth();
  const { user } = useSession();
  const methods = auth.useSignInMethods();
  const accounts = auth.useLinkedAccounts();
  const t = useT();
  if (!user) return null;
  const showPassword = (methods?.passwordSignIn ?? true) && (accounts?.includes(PASSWORD_ACCOUNT_PROVIDER) ?? true);
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t.formatMessage(messages.title)}</h1>
        <p className={styles.subtitle}>{user.email}</p>
      </header>
      <ProfileNameForm currentName={user.name} />
      <ProfileLanguage />
      <ProfileSignInMethods />
      {showPassword ? <ProfilePasswordForm /> : null}
      <ProfileSessions />
      <ProfileTokens />
    </main>
  );
}
