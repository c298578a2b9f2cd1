import type { Locale } from '@loci/shared/locales';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../features/auth/hooks/use-auth';
import { useCurrentWorkspace } from '../lib/current-workspace';
import { browserLocale, rememberLocale, useLocale } from '../lib/i18n';
import { meQuery } from '../lib/i18n/me-query';

/**
 * The language once the session is known: the person's choice (Profile), else their current
 * studio's default, else the browser's. Remembered, so the next visit starts in it.
 */
function SignedInLanguage() {
  const me = useQuery(meQuery());
  const { current, isPending } = useCurrentWorkspace();
  const { locale, setLocale } = useLocale();
  const chosen: Locale | null | undefined = me.data
    ? (me.data.locale ?? (isPending ? undefined : (current?.default_locale ?? null)))
    : undefined;
  useEffect(() => {
    if (chosen === undefined) return;
    rememberLocale(chosen);
    const wanted = chosen ?? browserLocale();
    if (wanted !== locale) void setLocale(wanted);
  }, [chosen, locale, setLocale]);
  return null;
}

/** Follows the signed-in person's language; nothing while signed out (the browser's, or the last one shown). */
export function FollowLanguage() {
  const { user } = useSession();
  return user ? <SignedInLanguage /> : null;
}
