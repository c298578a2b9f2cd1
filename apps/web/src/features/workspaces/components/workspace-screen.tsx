import { INVITE_TTL_DAYS, inviteCreateSchema, type WorkspaceDetail, type WorkspaceRole, workspaceNameSchema } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { MessagePage } from '../../../components/ui/message-page';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { setCurrentWorkspace } from '../../../lib/current-workspace';
import { defineMessages, useT } from '../../../lib/i18n';
import { plural } from '../../../lib/plural';
import { useWorkspaceActions, workspaceDetailQuery } from '../api/workspaces-api';
import { ArchivePanel } from './archive-panel';
import { BrandKitsPanel } from './brand-kits-panel';
import { RemoveMemberDialog } from './remove-member-dialog';
import { ReviewLinksPanel } from './review-links-panel';
import { SpendPanel } from './spend-panel';
import { StudioKitPanel } from './studio-kit-panel';
import { StudioLanguage } from './studio-language';
import { UsagePanel } from './usage-panel';
import styles from './workspace-screen.module.css';

export const ROLE_OPTIONS: { value: WorkspaceRole; label: string }[] = [
  { value: 'owner', label: 'Owner' },
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
];

const ROLE_HELP: Record<WorkspaceRole, string> = {
  owner: 'An owner can do everything, including managing members and deleting the studio.',
  editor: 'An editor can create, edit, generate, export and delete projects.',
  viewer: 'A viewer can open, browse, download and export, but not change or generate anything.',
};

const failed = (error: unknown) => userMessage(error, 'That did not work. Please try again.');

/** `/workspaces/:workspaceId`: a studio's name, members and roles, invitations, usage and deletion. */
export function WorkspaceScreen() {
  const { workspaceId = '' } = useParams();
  const detail = useQuery(workspaceDetailQuery(workspaceId));
  if (detail.isPending) {
    return (
      <main className={styles.page}>
        <p role="status" className={styles.loading}>
          <Spinner size={16} /> Loading studio...
        </p>
      </main>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <MessagePage
        title={missing ? 'Workspace not found' : 'The studio could not be loaded'}
        text={missing ? 'It does not exist, or you are no longer a member.' : failed(detail.error)}
      >
        <Link to="/projects">Back to Projects</Link>
      </MessagePage>
    );
  }
  return <WorkspaceSettings detail={detail.data} />;
}

const headMessages = defineMessages({
  personal: { id: 'studio.personal', defaultMessage: 'Personal workspace' },
  studio: { id: 'studio.studio', defaultMessage: 'Studio' },
  lede: {
    id: 'studio.lede',
    defaultMessage:
      '{members, plural, one {# member} other {# members}} · {projects, plural, one {# project} other {# projects}} · you are {role, select, owner {an owner} editor {an editor} other {a {role}}}',
  },
});

function WorkspaceSettings({ detail }: { detail: WorkspaceDetail }) {
  const { workspace, members, invites, you } = detail;
  const t = useT();
  const navigate = useNavigate();
  const actions = useWorkspaceActions(workspace.id);
  const owner = workspace.role === 'owner';
  // The last owner cannot leave (the server refuses too): no Leave button for them.
  const lastOwner = members.filter((m) => m.role === 'owner').length === 1;
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState<WorkspaceDetail['members'][number] | null>(null);

  const leave = async () => {
    await actions.remove.mutateAsync(you);
    setCurrentWorkspace(null);
    navigate('/projects');
  };
  const destroy = async () => {
    await actions.destroy.mutateAsync();
    setCurrentWorkspace(null);
    navigate('/projects');
  };

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t.formatMessage(workspace.personal ? headMessages.personal : headMessages.studio)}</p>
        <h1 className={styles.title}>{workspace.name}</h1>
        <p className={styles.lede}>
          {t.formatMessage(headMessages.lede, {
            members: workspace.members_count,
            projects: workspace.projects_count,
            role: workspace.role,
          })}
        </p>
      </header>

      {owner ? <RenameForm name={workspace.name} rename={actions.rename} /> : null}
      {owner && !workspace.personal ? (
        <StudioLanguage value={workspace.default_locale} setDefaultLocale={actions.setDefaultLocale} />
      ) : null}

      <section className={styles.section} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.sectionTitle}>
          Members
        </h2>
        <ul className={styles.members}>
          {members.map((m) => {
            const self = m.user_id === you;
            return (
              <li key={m.user_id} className={styles.member}>
                <span className={styles.avatar} aria-hidden="true">
                  {(m.name || m.email).charAt(0).toUpperCase()}
                </span>
                <span className={styles.who}>
                  <span className={styles.memberName}>
                    {m.name || m.email}
                    {self ? <span className={styles.you}> (you)</span> : null}
                  </span>
                  <span className={styles.memberEmail}>{m.email}</span>
                </span>
                {owner && !workspace.personal ? (
                  <SelectField
                    label={`Role of ${m.name || m.email}`}
                    hideLabel
                    className={styles.role}
                    options={ROLE_OPTIONS}
                    value={m.role}
                    disabled={actions.changeRole.isPending}
                    onChange={(event) => actions.changeRole.mutate({ userId: m.user_id, role: event.target.value as WorkspaceRole })}
                  />
                ) : (
                  <span className={styles.roleText}>{m.role}</span>
                )}
                {workspace.personal || (self && lastOwner && m.role === 'owner') ? null : self ? (
                  <Button variant="ghost" onClick={() => void leave().catch(() => undefined)} disabled={actions.remove.isPending}>
                    Leave
                  </Button>
                ) : owner ? (
                  <Button
                    variant="ghost"
                    onClick={() => setRemoving(m)}
                    disabled={actions.remove.isPending}
                    aria-label={`Remove ${m.name || m.email}`}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {actions.changeRole.isError ? <FormMessage tone="error">{failed(actions.changeRole.error)}</FormMessage> : null}
        {actions.remove.isError ? <FormMessage tone="error">{failed(actions.remove.error)}</FormMessage> : null}
        <RemoveMemberDialog
          member={removing}
          studio={workspace.name}
          busy={actions.remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => removing && actions.remove.mutate(removing.user_id, { onSettled: () => setRemoving(null) })}
        />
      </section>

      {owner && !workspace.personal ? <InviteSection detail={detail} actions={actions} invites={invites} /> : null}
      <BrandKitsPanel workspaceId={workspace.id} memberRole={workspace.role} />
      <StudioKitPanel workspaceId={workspace.id} memberRole={workspace.role} />
      {owner ? <UsagePanel workspaceId={workspace.id} /> : null}
      {owner ? <SpendPanel workspaceId={workspace.id} members={workspace.personal ? undefined : members} /> : null}
      {owner ? <ReviewLinksPanel workspaceId={workspace.id} /> : null}
      {owner ? <ArchivePanel workspaceId={workspace.id} projectsCount={workspace.projects_count} /> : null}

      {owner && !workspace.personal ? (
        <section className={styles.section} aria-labelledby="danger-title">
          <h2 id="danger-title" className={styles.sectionTitle}>
            Delete studio
          </h2>
          <p className={styles.help}>Deletes the studio and every project in it, for every member. This cannot be undone.</p>
          <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
            Delete studio
          </Button>
          <AlertDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete studio"
            description={`${workspace.name} and its ${plural(workspace.projects_count, 'project')} will be deleted for every member.`}
            dismissible={!actions.destroy.isPending}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={actions.destroy.isPending}>
                  Cancel
                </Button>
                <Button
                  className={styles.danger}
                  onClick={() => void destroy().catch(() => undefined)}
                  busy={actions.destroy.isPending}
                  busyText="Deleting..."
                >
                  Delete
                </Button>
              </>
            }
          >
            {actions.destroy.isError ? <FormMessage tone="error">{failed(actions.destroy.error)}</FormMessage> : null}
          </AlertDialog>
        </section>
      ) : null}
    </main>
  );
}

function RenameForm({ name, rename }: { name: string; rename: ReturnType<typeof useWorkspaceActions>['rename'] }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    rename.mutate(parsed.data);
  };
  return (
    <form className={styles.inline} onSubmit={submit} noValidate aria-label="Rename">
      <TextField
        label="Name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
        maxLength={80}
        className={styles.grow}
      />
      <Button type="submit" variant="secondary" busy={rename.isPending} busyText="Saving..." disabled={value.trim() === name}>
        Save name
      </Button>
    </form>
  );
}

function InviteSection({
  detail,
  actions,
  invites,
}: {
  detail: WorkspaceDetail;
  actions: ReturnType<typeof useWorkspaceActions>;
  invites: WorkspaceDetail['invites'];
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteCreateSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    actions.invite.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data.email);
        setEmail('');
      },
    });
  };
  return (
    <section className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        Invite people
      </h2>
      <p className={styles.help}>
        We send them a link that works once, for {INVITE_TTL_DAYS} days; someone without an account can create one from it.{' '}
        {ROLE_HELP[role]}
      </p>
      <form className={styles.inline} onSubmit={submit} noValidate aria-label={`Invite people to ${detail.workspace.name}`}>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error ?? undefined}
          className={styles.grow}
        />
        <SelectField label="Role" options={ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value as WorkspaceRole)} />
        <Button type="submit" busy={actions.invite.isPending} busyText="Sending...">
          Send invitation
        </Button>
      </form>
      {actions.invite.isError ? <FormMessage tone="error">{failed(actions.invite.error)}</FormMessage> : null}
      {sent && !actions.invite.isError ? <FormMessage tone="success">Invitation sent to {sent}.</FormMessage> : null}
      {invites.length ? (
        <>
          <h3 className={styles.subTitle}>Pending invitations</h3>
          <ul className={styles.members}>
            {invites.map((i) => (
              <li key={i.id} className={styles.member}>
                <span className={styles.who}>
                  <span className={styles.memberName}>{i.email}</span>
                  <span className={styles.memberEmail}>
                    {i.role} · invited by {i.invited_by} · expires {new Date(i.expires_at).toLocaleDateString()}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  onClick={() => actions.revoke.mutate(i.id)}
                  disabled={actions.revoke.isPending}
                  aria-label={`Revoke the invitation to ${i.email}`}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
