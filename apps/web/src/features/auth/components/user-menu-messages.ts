import { defineMessages } from '../../../lib/i18n';

/** The header's account menu, closed (`user-menu`) and open (`user-menu-dropdown`). */
export const USER_MENU_MESSAGES = defineMessages({
  accountMenu: { id: 'userMenu.accountMenu', defaultMessage: 'Account menu for {name}' },
  profile: { id: 'userMenu.profile', defaultMessage: 'Profile Settings' },
  signOut: { id: 'userMenu.signOut', defaultMessage: 'Sign Out' },
});
