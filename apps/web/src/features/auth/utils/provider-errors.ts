/** What went wrong on a round trip through the identity provider, in plain words (never the raw code). */
export function providerErrorMessage(code: string, providerName: string, options: { passwordSignIn: boolean }): string {
  switch (code) {
    case 'access_denied':
      return `Sign-in with ${providerName} was cancelled.`;
    case 'state_mismatch':
    case 'state_not_found':
    case 'please_restart_the_process':
    case 'invalid_callback_request':
    case 'no_callback_url':
      return 'Your sign-in took too long or was started in another window. Please try again.';
    case 'invalid_code':
      return `${providerName} did not confirm the sign-in: its code had expired or was already used, or ${providerName} could not be reached. Please try again.`;
    case 'unable_to_get_user_info':
    case 'issuer_mismatch':
    case 'issuer_missing':
    case 'nonce_binding_missing':
      return `We could not verify the answer from ${providerName}. Please try again, and tell your administrator if it keeps happening.`;
    case 'email_not_verified':
      return `${providerName} has not verified your email address. Verify it there, then try again.`;
    case 'email_not_found':
      return `${providerName} did not share your email address, so we cannot sign you in.`;
    case 'domain_not_allowed':
      return 'Your email address is not on a domain allowed to sign in here. Use your studio account.';
    case 'account_not_linked':
      return options.passwordSignIn
        ? `This email already has a Loci account. Sign in with your password, then link ${providerName} in Profile Settings.`
        : `This email already has a Loci account that is not linked to ${providerName}. Please ask your administrator.`;
    case 'email_does_not_match':
      return `Your ${providerName} account uses a different email address from this Loci account.`;
    case 'account_already_linked_to_different_user':
      return `That ${providerName} account is already linked to another Loci account.`;
    case 'oauth_provider_not_found':
      return `We could not reach ${providerName}. Please try again in a few minutes.`;
    default:
      return `Sign-in with ${providerName} did not complete. Please try again.`;
  }
}
