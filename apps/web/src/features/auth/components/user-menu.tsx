import { lazy, Suspense, useState } from 'react';
import { menuStandInHandlers } from '../../../components/ui/menu-stand-in';
import { useT } from '../../../lib/i18n';
import { useSession } from '../hooks/use-auth';
import styles from './user-menu.module.css';
import { USER_MENU_MESSAGES } from './user-menu-messages';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

type TriggerProps = { displayName: string; initial: string; onOpen?: () => void };

/** The menu's button as Radix renders it while closed; shown until the dropdown's code has loaded. */
function StaticTrigger({ displayName, initial, onOpen }: TriggerProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.trigger}
      title={t.formatMessage(USER_MENU_MESSAGES.accountMenu, { name: displayName })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...menuStandInHandlers(onOpen, () => void loadDropdown())}
    >
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.name}>{displayName}</span>
    </button>
  );
}

/**
 * Header user menu: avatar initial, name or email, Profile Settings, Sign Out. Nothing when signed out.
 * The dropdown (Radix, icons) loads on first open, so the first paint carries only the button.
 */
export function UserMenu() {
  const { user } = useSession();
  const [wanted, setWanted] = useState(false);

  if (!user) return null;
  const displayName = user.name?.trim() || user.email;
  const initial = displayName.charAt(0).toUpperCase();
  const trigger = { displayName, initial };
  if (!wanted) return <StaticTrigger {...trigger} onOpen={() => setWanted(true)} />;
  return (
    <Suspense fallback={<StaticTrigger {...trigger} />}>
      <UserMenuDropdown {...trigger} user={user} />
    </Suspense>
  );
}
