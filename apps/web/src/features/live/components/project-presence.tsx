import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { projectQuery } from '../../../lib/project-queries';
import { useProjectEvents } from '../hooks/use-project-events';
import { avatarFill, CANVAS_PAGE, initials, orderPeople, whereLabel } from '../model/presence';
import styles from './project-presence.module.css';

/** Avatars shown before the rest fold into "+N". */
const SHOWN = 4;

/**
 * Live updates for the open project, and who else has it open: their initials in the top bar,
 * each naming the page they are on. Mounted by the project screens' top bar (Presentation, Canvas).
 */
export function ProjectPresence({ me }: { me: string | undefined }) {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Canvas shows every page at once: its viewer is "on Canvas".
  const page = pathname.endsWith('/canvas') ? CANVAS_PAGE : params.get('page');
  const { people } = useProjectEvents(projectId, page);
  const { data } = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
  const moodboardTitle = (id: string) => data?.data.moodboards.find((m) => m.id === id)?.title;
  const others = orderPeople(people, me).filter((p) => p.user_id !== me);
  if (!others.length) return null;
  const shown = others.slice(0, SHOWN);
  const folded = others.slice(SHOWN);
  return (
    <ul className={styles.people} aria-label="Also here">
      {shown.map((person) => {
        const where = `${person.name}, on ${whereLabel(person.page, moodboardTitle)}`;
        return (
          <li key={person.user_id} className={styles.person} title={where}>
            <span className={styles.avatar} style={{ backgroundColor: avatarFill(person.user_id) }} aria-hidden>
              {initials(person.name)}
            </span>
            <span className="visually-hidden">{where}</span>
          </li>
        );
      })}
      {folded.length ? (
        <li className={styles.person} title={folded.map((p) => p.name).join(', ')}>
          <span className={`${styles.avatar} ${styles.more}`} aria-hidden>
            +{folded.length}
          </span>
          <span className="visually-hidden">{`and ${folded.length} more: ${folded.map((p) => p.name).join(', ')}`}</span>
        </li>
      ) : null}
    </ul>
  );
}
