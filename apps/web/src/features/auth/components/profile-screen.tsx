import { useSession } from '../hooks/use-auth';
import { ProfileNameForm } from './profile-name-form';
import { ProfilePasswordForm } from './profile-password-form';
import styles from './profile-screen.module.css';
import { ProfileSessions } from './profile-sessions';

/** Profile Settings: full name, password, other sessions. */
export function ProfileScreen() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Profile Settings</h1>
        <p className={styles.subtitle}>{user.email}</p>
      </header>
      <ProfileNameForm currentName={user.name} />
      <ProfilePasswordForm />
      <ProfileSessions />
    </main>
  );
}
