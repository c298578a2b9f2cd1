import type { Shot } from '../shot/shot.js';

/** Words safe inside a prompt's subject: no commas, stops or brackets, which end a prompt's fields. */
function plain(text: string): string {
  return text
    .replace(/[,.;:()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A moodboard tile's shot naming its topic and area in the subject ("Seating for a washbasin bar
 * after “Machiya timber”"), as the offline composer writes it: a model's shot that left them out
 * gets them, so every image provider is asked for this moodboard's picture, not a generic one.
 */
export function withMoodboardBrief(shot: Shot, brief: { topic: string; programmaticArea: string }): Shot {
  const topic = plain(brief.topic);
  const area = plain(brief.programmaticArea || 'Lounge').toLowerCase();
  const subject = plain(shot.subject);
  const lower = subject.toLowerCase();
  const parts = [subject];
  if (area && !lower.includes(area)) parts.push(`for a ${area}`);
  if (topic && !lower.includes(topic.toLowerCase())) parts.push(`after “${topic}”`);
  const joined = parts.join(' ');
  // Keep the topic and area whole when the model's subject is long: it is cut, not they.
  const room = 120 - (joined.length - subject.length);
  return {
    ...shot,
    subject: joined.length <= 120 ? joined : `${subject.slice(0, Math.max(8, room)).trim()}${joined.slice(subject.length)}`.slice(0, 120),
  };
}
