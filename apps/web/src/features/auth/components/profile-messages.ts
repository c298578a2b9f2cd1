import { defineMessages } from '../../../lib/i18n';

/** Profile Settings' name, password and sessions sections. */
export const PROFILE_MESSAGES = defineMessages({
  nameTitle: { id: 'profile.name.title', defaultMessage: 'Name' },
  enterName: { id: 'profile.name.missing', defaultMessage: 'Please enter your full name' },
  nameSaved: { id: 'profile.name.saved', defaultMessage: 'Your name has been saved.' },
  saveName: { id: 'profile.name.save', defaultMessage: 'Save Name' },
  passwordTitle: { id: 'profile.password.title', defaultMessage: 'Password' },
  currentPassword: { id: 'profile.password.current', defaultMessage: 'Current Password' },
  signOutOthers: { id: 'profile.password.signOutOthers', defaultMessage: 'Sign out of all other sessions' },
  passwordChanged: { id: 'profile.password.changed', defaultMessage: 'Your password has been changed.' },
  passwordChangedSignedOut: {
    id: 'profile.password.changedSignedOut',
    defaultMessage: 'Your password has been changed. You have been signed out of all other sessions.',
  },
  changePassword: { id: 'profile.password.change', defaultMessage: 'Change Password' },
  sessionsTitle: { id: 'profile.sessions.title', defaultMessage: 'Sessions' },
  sessionsText: {
    id: 'profile.sessions.text',
    defaultMessage: 'Signed in on another device you no longer use? End those sessions here.',
  },
  signedOutOthers: { id: 'profile.sessions.signedOut', defaultMessage: 'You have been signed out of all other sessions.' },
  signingOut: { id: 'profile.sessions.signingOut', defaultMessage: 'Signing Out...' },
  signOutOtherSessions: { id: 'profile.sessions.signOut', defaultMessage: 'Sign out of other sessions' },
});
