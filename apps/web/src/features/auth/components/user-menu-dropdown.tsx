import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import styles from './user-menu.module.css';
import { USER_MENU_MESSAGES } from './user-menu-messages';

type UserMenuDropdownProps = {
  displayName: string;
  initial: string;
  user: { name?: string | null; email: string };
};

/** The account menu's dropdown (Radix), opened as it mounts: it loads on the first press of the menu's button. */
export function UserMenuDropdown({ displayName, initial, user }: UserMenuDropdownProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const t = useT();

  const handleSignOut = async () => {
    await auth.signOut();
    navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      {/* The visible name is the accessible name (axe label-content-name-mismatch); the menu role says what it opens. */}
      <DropdownMenu.Trigger className={styles.trigger} title={t.formatMessage(USER_MENU_MESSAGES.accountMenu, { name: displayName })}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.name}>{displayName}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.labelName}>{displayName}</span>
            {user.name ? <span className={styles.labelEmail}>{user.email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/profile">
              <Settings size={16} strokeWidth={1.5} aria-hidden="true" />
              {t.formatMessage(USER_MENU_MESSAGES.profile)}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={handleSignOut}>
            <LogOut size={16} strokeWidth={1.5} aria-hidden="true" />
            {t.formatMessage(USER_MENU_MESSAGES.signOut)}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
